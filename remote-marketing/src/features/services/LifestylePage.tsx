import { heroPlaceOf, paths } from '@lapm/contracts';
import { useStudioContact } from '@lapm/seo/studio-contact';
import { ButtonLink, mailtoHref, Picture, VisuallyHidden } from '@lapm/ui';
import { Link } from 'react-router-dom';
import { head, lifestyleData } from '../../content/heads/lifestyle';
import type { Photo } from '../../content/images';
import { initialLifestylePage, lifestylePageContent } from '../../content/lifestylePage';
import { lifestyleMailLink } from '../../content/mailLinks';
import { usePlacements } from '../../content/placements';
import { useSiteContent } from '../../content/siteContent';
import { ReviewsSection } from '../reviews/ReviewsSection';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { Paragraph } from '../shared/Paragraph';
import { PublishedHead } from '../shared/PublishedHead';
import { placedPhoto, ratioOf } from '../shared/placedPhoto';
import { FormatChooser } from './FormatChooser';
import styles from './Lifestyle.module.css';

/** A column of the formats grid (at least 20rem wide, up to three in the 70rem page column). */
const formatSizes = '(min-width: 76rem) 23rem, (min-width: 48rem) 46vw, 100vw';

/** LifeStyle: six formats and a chooser; contact goes by e-mail, there are no price cards here. */
export default function LifestylePage() {
  const page = lifestylePageContent(
    useSiteContent<'lifestyle'>(paths.lifestyle, initialLifestylePage).document,
  );
  return (
    <>
      <PublishedHead head={head} structuredData={lifestyleData(page)} />
      <LifestyleView page={page} />
    </>
  );
}

/** The page itself, for the published words or for her draft (the admin's preview). */
export function LifestyleView({ page }: { page: ReturnType<typeof lifestylePageContent> }) {
  // Her photos where she placed some (docs/decisions/0011), in the frames of the page's own.
  const placements = usePlacements(paths.lifestyle);
  const { email } = useStudioContact();
  const hero = placedPhoto(placements, heroPlaceOf(paths.lifestyle), page.hero);
  return (
    <article>
      <PageHeader title={page.title} lead={page.lead} hero={hero} heroRatio={ratioOf(page.hero)} />
      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{page.chooser.heading}</h2>
        <FormatChooser formats={page.formats} />
      </section>
      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{page.formatsHeading}</h2>
        <ul className={styles.formats}>
          {page.formats.map((format) => (
            <li key={format.id} className={styles.format}>
              <FormatPicture
                image={placedPhoto(placements, `lifestyle:${format.id}`, format.image)}
                own={format.image}
              />
              <div className={styles.formatBody}>
                <p className={styles.audience}>{format.audience}</p>
                <h3 id={format.id} className={styles.formatName}>
                  {format.name}
                </h3>
                {format.paragraphs.map((paragraph) => (
                  <Paragraph key={paragraph} text={paragraph} />
                ))}
                <p>
                  <Link to={format.pricesPath}>{page.chooser.seePrices}</Link>
                </p>
                <ButtonLink
                  href={mailtoHref(lifestyleMailLink(format.name, email))}
                  newTab
                  variant="secondary"
                >
                  {page.contactLabel(format.name)}
                  <VisuallyHidden> {page.newTabHint}</VisuallyHidden>
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ReviewsSection id="avis" heading={page.reviewsHeading} reviews={page.reviews} />
    </article>
  );
}

/** A format's photo in the frame of the page's own; nothing once she emptied its place. */
function FormatPicture({ image, own }: { image: Photo | undefined; own: Photo }) {
  return image ? <Picture image={image} ratio={ratioOf(own)} sizes={formatSizes} /> : null;
}
