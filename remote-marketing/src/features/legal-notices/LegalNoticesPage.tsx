import { DocumentHead } from '@lapm/seo';
import { legalNotices } from '../../content/legal';
import { pageHeads } from '../../content/pageHeads';
import { LegalSectionView } from '../shared/LegalText';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';

export default function LegalNoticesPage() {
  return (
    <article>
      <DocumentHead head={pageHeads.legal} />
      <PageHeader title={legalNotices.title} lead={legalNotices.intro} />
      {legalNotices.sections.map((section) => (
        <div key={section.heading} className={pageStyles.section}>
          <LegalSectionView section={section} level={2} />
        </div>
      ))}
    </article>
  );
}
