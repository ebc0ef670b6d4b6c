import { legalNotices } from '../../content/legal';
import { LegalSectionView } from '../shared/LegalText';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';

export default function LegalNoticesPage() {
  return (
    <article>
      <PageHeader title={legalNotices.title} lead={legalNotices.intro} />
      {legalNotices.sections.map((section) => (
        <div key={section.heading} className={pageStyles.section}>
          <LegalSectionView section={section} level={2} />
        </div>
      ))}
    </article>
  );
}
