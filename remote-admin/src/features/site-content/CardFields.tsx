import {
  type Photo,
  type PricingAnchor,
  paths,
  type ServiceCardDocument,
  siteContentPages,
} from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { PhotoPicker } from '../photos/PhotoPicker';
import { LongText, TextInput } from './fields';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** Names of their own for the pages that share one content (pregnancy and newborn). */
const pathNames: Record<string, string> = {
  [paths.pregnancy]: text.pregnancyTarget,
  [paths.newborn]: text.newbornTarget,
};

/** Where a card may lead: each page with price cards, at its pricing anchor, by its name alone. */
export const cardTargets = siteContentPages
  .filter((page) => page.kind === 'service')
  .flatMap((page) =>
    page.paths.map((path) => ({
      path,
      anchor: `tarifs-portrait-${page.key}` as PricingAnchor,
      label: pathNames[path] ?? page.label,
    })),
  );

export interface CardFieldsProps {
  card: ServiceCardDocument;
  index: number;
  name: string;
  /** Whether the card is on the site: its address no longer follows its title. */
  published: boolean;
  photoAlts: Record<string, string>;
  choosing: boolean;
  onChoosing: (open: boolean) => void;
  onPicked: (photo: Photo) => void;
  onCard: (card: ServiceCardDocument) => void;
  onTitle: (title: string) => void;
}

/** One card's words, destination and background. */
export function CardFields({ card, index, name, published, onCard, onTitle, ...photo }: CardFieldsProps) {
  return (
    <>
      <TextInput
        path={['cards', index, 'title']}
        label={text.cardTitle(name)}
        hint={published ? text.cardAddress(card.key) : text.newCardAddress(card.key)}
        value={card.title}
        onChange={onTitle}
      />
      <LongText
        path={['cards', index, 'description']}
        label={text.cardDescription(name)}
        value={card.description}
        onChange={(description) => onCard({ ...card, description })}
      />
      <label className={styles.select}>
        <span>{text.cardTarget(name)}</span>
        <select
          value={card.path}
          onChange={(event) => {
            const target = cardTargets.find((entry) => entry.path === event.target.value);
            if (target) onCard({ ...card, path: target.path, anchor: target.anchor });
          }}
        >
          {cardTargets.map((target) => (
            <option key={target.path} value={target.path}>
              {target.label}
            </option>
          ))}
        </select>
      </label>
      <CardBackground card={card} name={name} onCard={onCard} {...photo} />
      {!card.photoId && (
        <TextInput
          path={['cards', index, 'alt']}
          label={text.cardAlt(name)}
          value={card.alt}
          onChange={(alt) => onCard({ ...card, alt })}
        />
      )}
    </>
  );
}

type BackgroundProps = Pick<
  CardFieldsProps,
  'card' | 'name' | 'photoAlts' | 'choosing' | 'onChoosing' | 'onPicked' | 'onCard'
>;

/** A library photo as the card's background, or the site's image. */
function CardBackground({ card, name, photoAlts, choosing, onChoosing, onPicked, onCard }: BackgroundProps) {
  const alt = card.photoId ? photoAlts[card.photoId] : undefined;
  return (
    <fieldset className={styles.cardPhoto}>
      <legend>{text.cardPhoto(name)}</legend>
      <p>{card.photoId ? (alt ? text.cardPhotoNow(alt) : text.cardPhotoUnknown) : text.cardSiteImage}</p>
      <div className={styles.cardPhotoActions}>
        <Button variant="secondary" aria-expanded={choosing} onClick={() => onChoosing(!choosing)}>
          {choosing ? text.cardCloseChoice : text.cardChoose(name)}
        </Button>
        {card.photoId && (
          <Button variant="secondary" onClick={() => onCard({ ...card, photoId: null })}>
            {text.cardBackToSiteImage(name)}
          </Button>
        )}
      </div>
      {choosing && (
        <PhotoPicker
          hint={text.cardPickerHint}
          chosen={card.photoId ? [card.photoId] : []}
          onPick={onPicked}
        />
      )}
    </fieldset>
  );
}
