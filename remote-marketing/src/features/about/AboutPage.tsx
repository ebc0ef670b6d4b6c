import { paths } from '@lapm/contracts';
import { ButtonLink, Picture } from '@lapm/ui';
import { aboutPageContent, initialAboutPage } from '../../content/aboutPage';
import { head, structuredData } from '../../content/heads/about';
import { usePlacements } from '../../content/placements';
import { useSiteContent } from '../../content/siteContent';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { Paragraph } from '../shared/Paragraph';
import { PublishedHead } from '../shared/PublishedHead';
import { placedPhoto, ratioOf } from '../shared/placedPhoto';
import styles from './AboutPage.module.css';

export default function AboutPage() {
  const page = aboutPageContent(useSiteContent<'qui-suis-je'>(paths.about, initialAboutPage).document);
  return (
    <>
      <PublishedHead head={head} structuredData={structuredData} />
      <AboutView page={page} />
    </>
  );
}

/** The page itself, for the published biography or for her draft (the admin's preview). */
export function AboutView({ page }: { page: ReturnType<typeof aboutPageContent> }) {
  // Her portrait once she placed one (docs/decisions/0011), in the frame of the page's own.
  const portrait = placedPhoto(usePlacements(paths.about), 'about:portrait', page.portrait);
  return (
    <article>
      <div className={styles.intro}>
        <PageHeader title={page.title} lead={page.lead} />
        {portrait && (
          <Picture
            image={portrait}
            ratio={ratioOf(page.portrait)}
            // Its column is at most 24rem wide (AboutPage.module.css).
            sizes="(min-width: 26rem) 24rem, 100vw"
            priority
          />
        )}
      </div>
      {page.sections.map((section) => (
        <section key={section.heading} className={pageStyles.section}>
          <h2 className={pageStyles.sectionTitle}>{section.heading}</h2>
          <div className={pageStyles.prose}>
            {section.paragraphs.map((paragraph) => (
              <Paragraph key={paragraph} text={paragraph} />
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
