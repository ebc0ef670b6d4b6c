import { type HomePageDocument, type HomeServiceId, paths } from '@lapm/contracts';
import { home } from '@lapm/site-seed/home';
import { ButtonLink, Card, Picture } from '@lapm/ui';
import type { ReactNode } from 'react';
import { head, homeStructuredData } from '../../content/heads/home';
import { homeImages } from '../../content/homePage';
import { placedOr, usePlacements } from '../../content/placements';
import { useSiteContent } from '../../content/published';
import pageStyles from '../shared/Page.module.css';
import { heroSizes } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';
import { placedPhoto } from '../shared/placedPhoto';
import styles from './HomePage.module.css';

/** Each card's link and demo photo, by the card she words (« Page d'accueil »). */
const cardOf = {
  corporate: { place: 'home:corporate', to: paths.corporate, image: homeImages.corporate },
  lifestyle: { place: 'home:lifestyle', to: paths.lifestyle, image: homeImages.lifestyle },
  wedding: { place: 'home:mariage', to: paths.wedding, image: homeImages.wedding },
} satisfies Record<HomeServiceId, unknown>;

/** A column of .services (HomePage.module.css): one, two from 41rem, three from 61rem. */
/** Beside the slogan (2 of 5 columns) on a short screen, else the width of the page column. */
const sloganSizes = `(max-height: 28.125rem) 40vw, ${heroSizes}`;
const serviceSizes = '(min-width: 76rem) 23rem, (min-width: 61rem) 31vw, (min-width: 41rem) 46vw, 100vw';

export default function HomePage() {
  const { document } = useSiteContent<'accueil'>(paths.home, home);
  return (
    <HomeView text={document}>
      <PublishedHead head={head} structuredData={homeStructuredData(document)} />
    </HomeView>
  );
}

/** The page itself, for her published words or for her draft (the admin's preview). */
export function HomeView({ text, children }: { text: HomePageDocument; children?: ReactNode }) {
  // Her main photo once she chose one (docs/decisions/0011), else the demo photo.
  const placements = usePlacements(paths.home);
  const [hero] = placedOr(placements, 'home:main', [homeImages.hero]);
  return (
    <div>
      {children}
      {/* Stacked on tall screens; side by side when the viewport is 28.125rem high or less. */}
      <header className={styles.slogan}>
        <div className={styles.sloganText}>
          <p className={pageStyles.eyebrow}>{text.eyebrow}</p>
          <h1 className={styles.title}>{text.title}</h1>
          <p className={styles.motto}>{text.slogan}</p>
          <p className={styles.intro}>{text.intro}</p>
          <div className={pageStyles.links}>
            <ButtonLink to={paths.prices}>{text.servicesLink}</ButtonLink>
            <ButtonLink to={paths.about} variant="secondary">
              {text.aboutLink}
            </ButtonLink>
          </div>
        </div>
        {hero && (
          <Picture image={hero} ratio={2} sizes={sloganSizes} priority className={styles.sloganImage} />
        )}
      </header>

      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{text.servicesHeading}</h2>
        <ul className={styles.services}>
          {text.services.map((service) => (
            <Card
              key={service.id}
              as="li"
              title={service.title}
              to={cardOf[service.id].to}
              image={placedPhoto(placements, cardOf[service.id].place, cardOf[service.id].image)}
              imageSizes={serviceSizes}
            >
              <p>{service.text}</p>
            </Card>
          ))}
        </ul>
      </section>

      <div className={styles.teasers}>
        <section className={styles.teaser}>
          <h2 className={pageStyles.sectionTitle}>{text.about.heading}</h2>
          <p>{text.about.text}</p>
          <ButtonLink to={paths.about} variant="secondary">
            {text.about.link}
          </ButtonLink>
        </section>
        <section className={styles.teaser}>
          <h2 className={pageStyles.sectionTitle}>{text.portfolio.heading}</h2>
          <p>{text.portfolio.text}</p>
          <ButtonLink to={`${paths.portfolio}#top`} variant="secondary">
            {text.portfolio.link}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
