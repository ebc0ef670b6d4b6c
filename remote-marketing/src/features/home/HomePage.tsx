import { paths } from '@lapm/contracts';
import { ButtonLink, Card, Picture } from '@lapm/ui';
import { head, structuredData } from '../../content/heads/home';
import { homeImages } from '../../content/homePage';
import { placedOr, usePlacements } from '../../content/placements';
import { fr } from '../../i18n/fr';
import pageStyles from '../shared/Page.module.css';
import { heroSizes } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';
import { placedPhoto } from '../shared/placedPhoto';
import styles from './HomePage.module.css';

const text = fr.home;

/** Each card's photo is hers once she placed one in its place, else the demo photo. */
const services = [
  {
    key: 'corporate',
    place: 'home:corporate',
    to: paths.corporate,
    image: homeImages.corporate,
    ...text.services.corporate,
  },
  {
    key: 'lifestyle',
    place: 'home:lifestyle',
    to: paths.lifestyle,
    image: homeImages.lifestyle,
    ...text.services.lifestyle,
  },
  {
    key: 'wedding',
    place: 'home:mariage',
    to: paths.wedding,
    image: homeImages.wedding,
    ...text.services.wedding,
  },
];

/** A column of .services (HomePage.module.css): one, two from 41rem, three from 61rem. */
/** Beside the slogan (2 of 5 columns) on a short screen, else the width of the page column. */
const sloganSizes = `(max-height: 28.125rem) 40vw, ${heroSizes}`;
const serviceSizes = '(min-width: 76rem) 23rem, (min-width: 61rem) 31vw, (min-width: 41rem) 46vw, 100vw';

export default function HomePage() {
  // Her main photo once she chose one (docs/decisions/0011), else the demo photo.
  const placements = usePlacements(paths.home);
  const [hero] = placedOr(placements, 'home:main', [homeImages.hero]);
  return (
    <div>
      <PublishedHead head={head} structuredData={structuredData} />
      {/* Stacked on tall screens; side by side when the viewport is 28.125rem high or less. */}
      <header className={styles.slogan}>
        <div className={styles.sloganText}>
          <p className={pageStyles.eyebrow}>{text.eyebrow}</p>
          <h1 className={styles.title}>{text.title}</h1>
          <p className={styles.motto}>{text.slogan}</p>
          <p className={styles.intro}>{text.intro}</p>
          <div className={pageStyles.links}>
            <ButtonLink to={paths.prices}>{text.allServicesLink}</ButtonLink>
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
          {services.map((service) => (
            <Card
              key={service.key}
              as="li"
              title={service.title}
              to={service.to}
              image={placedPhoto(placements, service.place, service.image)}
              imageSizes={serviceSizes}
            >
              <p>{service.text}</p>
            </Card>
          ))}
        </ul>
      </section>

      <div className={styles.teasers}>
        <section className={styles.teaser}>
          <h2 className={pageStyles.sectionTitle}>{text.aboutHeading}</h2>
          <p>{text.aboutText}</p>
          <ButtonLink to={paths.about} variant="secondary">
            {text.aboutLink}
          </ButtonLink>
        </section>
        <section className={styles.teaser}>
          <h2 className={pageStyles.sectionTitle}>{text.portfolioHeading}</h2>
          <p>{text.portfolioText}</p>
          <ButtonLink to={`${paths.portfolio}#top`} variant="secondary">
            {text.portfolioLink}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
