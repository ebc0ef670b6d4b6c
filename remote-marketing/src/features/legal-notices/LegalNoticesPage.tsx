import { useStudioContact } from '@lapm/seo/studio-contact';
import { head } from '../../content/heads/legal';
import { legalNoticesFor } from '../../content/legalNotices';
import { LegalSectionView } from '../shared/LegalText';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';

export default function LegalNoticesPage() {
  const legalNotices = legalNoticesFor(useStudioContact());
  return (
    <article>
      <PublishedHead head={head} />
      <PageHeader title={legalNotices.title} lead={legalNotices.intro} />
      {legalNotices.sections.map((section) => (
        <div key={section.heading} className={pageStyles.section}>
          <LegalSectionView section={section} level={2} />
        </div>
      ))}
    </article>
  );
}
