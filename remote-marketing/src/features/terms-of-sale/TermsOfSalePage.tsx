import { head } from '../../content/heads/terms';
import { termsOfSale } from '../../content/termsOfSale';
import { LegalSectionView } from '../shared/LegalText';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';

/** Terms of sale in three parts: common, private clients, businesses. */
export default function TermsOfSalePage() {
  return (
    <article>
      <PublishedHead head={head} />
      <PageHeader title={termsOfSale.title} lead={termsOfSale.intro} />
      {termsOfSale.parts.map((part) => (
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
