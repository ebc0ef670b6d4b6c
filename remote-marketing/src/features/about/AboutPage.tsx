import { paths } from '@lapm/contracts';
import { DocumentHead } from '@lapm/seo';
import { ButtonLink, Picture } from '@lapm/ui';
import { aboutPage } from '../../content/aboutPage';
import { head, structuredData } from '../../content/heads/about';
import { usePlacements } from '../../content/placements';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { placedPhoto, ratioOf } from '../shared/placedPhoto';
import styles from './AboutPage.module.css';

export default function AboutPage() {
  const page = aboutPage;
  const portrait = placedPhoto(usePlacements(paths.about), 'about:portrait', page.portrait);
  return (
    <article>
      <DocumentHead head={head} structuredData={structuredData} />
      <div className={styles.intro}>
        <PageHeader title={page.title} lead={page.lead} />
        <Picture
          image={portrait}
          ratio={ratioOf(page.portrait)}
          // Its column is at most 24rem wide (AboutPage.module.css).
          sizes="(min-width: 26rem) 24rem, 100vw"
          priority
        />
      </div>
      {page.sections.map((section) => (
        <section key={section.heading} className={pageStyles.section}>
          <h2 className={pageStyles.sectionTitle}>{section.heading}</h2>
          <div className={pageStyles.prose}>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
      <div className={pageStyles.links}>
        <ButtonLink to={page.servicesLink.to}>{page.servicesLink.label}</ButtonLink>
        <ButtonLink to={page.portfolioLink.to} variant="secondary">
          {page.portfolioLink.label}
        </ButtonLink>
      </div>
    </article>
  );
}
