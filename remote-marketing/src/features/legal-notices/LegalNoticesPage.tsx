import { type LegalNoticesDocument, paths } from '@lapm/contracts';
import { legalNotices } from '@lapm/site-seed/legalNotices';
import type { ReactNode } from 'react';
import { head } from '../../content/heads/legal';
import { legalNoticesSections, legalNoticesTitle } from '../../content/legalNotices';
import { useSiteContent } from '../../content/siteContent';
import { LegalSectionView } from '../shared/LegalText';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';

export default function LegalNoticesPage() {
  const { document } = useSiteContent<'mentions-legales'>(paths.legal, legalNotices);
  return (
    <LegalNoticesView words={document}>
      <PublishedHead head={head} />
    </LegalNoticesView>
  );
}

/** The page itself, for her published words or for her draft (the admin's preview). */
export function LegalNoticesView({ words, children }: { words: LegalNoticesDocument; children?: ReactNode }) {
  return (
    <article>
      {children}
      <PageHeader title={legalNoticesTitle} lead={words.intro} />
      {legalNoticesSections(words).map((section) => (
        <div key={section.heading} className={pageStyles.section}>
          <LegalSectionView section={section} level={2} />
        </div>
      ))}
    </article>
  );
}
