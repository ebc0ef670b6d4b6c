import { paths, type TermsOfSaleDocument } from '@lapm/contracts';
import { termsOfSale } from '@lapm/site-seed/termsOfSale';
import type { ReactNode } from 'react';
import { head } from '../../content/heads/terms';
import { useSiteContent } from '../../content/siteContent';
import { termsOfSaleParts, termsOfSaleTitle } from '../../content/termsOfSale';
import { LegalSectionView } from '../shared/LegalText';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';

/** Terms of sale in three parts: common, private clients, businesses. */
export default function TermsOfSalePage() {
  const { document } = useSiteContent<'cgv'>(paths.terms, termsOfSale);
  return (
    <TermsOfSaleView words={document}>
      <PublishedHead head={head} />
    </TermsOfSaleView>
  );
}

/** The page itself, for her published words or for her draft (the admin's preview). */
export function TermsOfSaleView({ words, children }: { words: TermsOfSaleDocument; children?: ReactNode }) {
  return (
    <article>
      {children}
      <PageHeader title={termsOfSaleTitle} lead={words.intro} />
      {termsOfSaleParts(words).map((part) => (
        <section key={part.heading} className={pageStyles.section}>
          <h2 className={pageStyles.sectionTitle}>{part.heading}</h2>
          {part.sections.map((section) => (
            <LegalSectionView key={section.heading} section={section} level={3} />
          ))}
        </section>
      ))}
    </article>
  );
}
