import { api } from '@lapm/api-client';
import {
  type CardPhoto,
  type Photo,
  type PricesPageDocument,
  type PricingAnchor,
  paths,
  siteContentPages,
} from '@lapm/contracts';
import { useLoad } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useCallback, useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { PhotoPicker } from '../photos/PhotoPicker';
import { setIn } from './draft';
import { LongText, TextInput } from './fields';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** Names of their own for the pages that share one content (pregnancy and newborn). */
const pathNames: Record<string, string> = {
  [paths.pregnancy]: text.pregnancyTarget,
  [paths.newborn]: text.newbornTarget,
};

/** Where a card may lead: each page with price cards, at its pricing anchor, by its name alone. */
const targets = siteContentPages
  .filter((page) => page.kind === 'service')
  .flatMap((page) =>
    page.paths.map((path) => ({
      path,
      anchor: `tarifs-portrait-${page.key}` as PricingAnchor,
      label: pathNames[path] ?? page.label,
    })),
  );

/** A published, processed photo of the library, as /tarifs draws it. */
export function cardPhotoOf(photo: Photo): CardPhoto | null {
  const { width, height, placeholder } = photo;
  if (!width || !height || !placeholder || photo.widths.length === 0) return null;
  return { id: photo.id, alt: photo.alt, width, height, widths: photo.widths, placeholder };
}

/** The cards of /tarifs: title, description, target page, and a background photo of the library or the site's. */
export function CardsEditor({
  document,
  onChange,
  onPhotos,
}: {
  document: PricesPageDocument;
  onChange: (document: PricesPageDocument) => void;
  /** The library photos offered, for the preview. */
  onPhotos: (photos: Record<string, CardPhoto>) => void;
}) {
  const set = (path: (string | number)[], value: unknown) => onChange(setIn(document, path, value));
  // The card whose photo she is choosing: one picker open at a time, under its card.
  const [choosing, setChoosing] = useState<string | null>(null);
  // Photos picked here, beside the first page of the library the cards may already show.
  const [picked, setPicked] = useState<Record<string, CardPhoto>>({});
  const load = useCallback(() => api.photos.list({ published: 'true' }), []);
  const state = useLoad(load);
  const known: Record<string, CardPhoto> = {
    ...(state.status === 'ready'
      ? Object.fromEntries(
          state.data.data.flatMap((photo) => {
            const card = cardPhotoOf(photo);
            return card ? [[card.id, card]] : [];
          }),
        )
      : {}),
    ...picked,
  };
  const photoAlts = Object.fromEntries(Object.values(known).map((photo) => [photo.id, photo.alt]));
  const knownKey = Object.keys(known).join(' ');

  // Told again only when the ids change: `known` is a new object at every render.
  useEffect(() => {
    onPhotos(known);
  }, [knownKey, onPhotos]);

  return (
    <fieldset className={styles.group}>
      <legend>{text.cardsHeading}</legend>
      {document.cards.map((card, index) => {
        const name = card.title.trim() || text.untitledCard(index + 1);
        return (
          <fieldset key={card.key} className={styles.item}>
            <legend>{text.card(name)}</legend>
            <TextInput
              path={['cards', index, 'title']}
              label={text.cardTitle(name)}
              value={card.title}
              onChange={(value) => set(['cards', index, 'title'], value)}
            />
            <LongText
              path={['cards', index, 'description']}
              label={text.cardDescription(name)}
              value={card.description}
              onChange={(value) => set(['cards', index, 'description'], value)}
            />
            <label className={styles.select}>
              <span>{text.cardTarget(name)}</span>
              <select
                value={card.path}
                onChange={(event) => {
                  const target = targets.find((entry) => entry.path === event.target.value);
                  if (target) {
                    onChange(
                      setIn(document, ['cards', index], {
                        ...card,
                        path: target.path,
                        anchor: target.anchor,
                      }),
                    );
                  }
                }}
              >
                {targets.map((target) => (
                  <option key={target.path} value={target.path}>
                    {target.label}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className={styles.cardPhoto}>
              <legend>{text.cardPhoto(name)}</legend>
              <p>
                {card.photoId
                  ? photoAlts[card.photoId]
                    ? text.cardPhotoNow(photoAlts[card.photoId] as string)
                    : text.cardPhotoUnknown
                  : text.cardSiteImage}
              </p>
              <div className={styles.cardPhotoActions}>
                <Button
                  variant="secondary"
                  aria-expanded={choosing === card.key}
                  onClick={() => setChoosing(choosing === card.key ? null : card.key)}
                >
                  {choosing === card.key ? text.cardCloseChoice : text.cardChoose(name)}
                </Button>
                {card.photoId && (
                  <Button variant="secondary" onClick={() => set(['cards', index, 'photoId'], null)}>
                    {text.cardBackToSiteImage(name)}
                  </Button>
                )}
              </div>
              {choosing === card.key && (
                <PhotoPicker
                  hint={text.cardPickerHint}
                  chosen={card.photoId ? [card.photoId] : []}
                  onPick={(photo) => {
                    const picked = cardPhotoOf(photo);
                    if (!picked) return;
                    setPicked((known) => ({ ...known, [picked.id]: picked }));
                    set(['cards', index, 'photoId'], picked.id);
                    setChoosing(null);
                  }}
                />
              )}
            </fieldset>
            {!card.photoId && (
              <TextInput
                path={['cards', index, 'alt']}
                label={text.cardAlt(name)}
                value={card.alt}
                onChange={(value) => set(['cards', index, 'alt'], value)}
              />
            )}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
