import { api } from '@lapm/api-client';
import {
  type CardPhoto,
  type Photo,
  type PricesPageDocument,
  type PricingAnchor,
  siteContentPages,
} from '@lapm/contracts';
import { useLoad } from '@lapm/forms';
import { useCallback, useEffect } from 'react';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { LongText, TextInput } from './fields';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** Where a card may lead: each page with price cards, at its pricing anchor. */
const targets = siteContentPages
  .filter((page) => page.kind === 'service')
  .flatMap((page) =>
    page.paths.map((path) => ({
      path,
      anchor: `tarifs-portrait-${page.key}` as PricingAnchor,
      label: `${page.label} (${path})`,
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
  const load = useCallback(() => api.photos.list({ published: 'true' }), []);
  const state = useLoad(load);
  const library =
    state.status === 'ready' ? state.data.data.flatMap((photo) => cardPhotoOf(photo) ?? []) : [];

  useEffect(() => {
    if (state.status === 'ready') {
      onPhotos(
        Object.fromEntries(
          state.data.data.flatMap((photo) => {
            const card = cardPhotoOf(photo);
            return card ? [[card.id, card]] : [];
          }),
        ),
      );
    }
  }, [state, onPhotos]);

  return (
    <fieldset className={styles.group}>
      <legend>{text.cardsHeading}</legend>
      {document.cards.map((card, index) => (
        <fieldset key={card.key} className={styles.item}>
          <legend>{text.card(card.title)}</legend>
          <TextInput
            label={text.cardTitle(card.key)}
            value={card.title}
            onChange={(value) => set(['cards', index, 'title'], value)}
          />
          <LongText
            label={text.cardDescription(card.key)}
            value={card.description}
            onChange={(value) => set(['cards', index, 'description'], value)}
          />
          <label className={styles.select}>
            <span>{text.cardTarget(card.key)}</span>
            <select
              value={card.path}
              onChange={(event) => {
                const target = targets.find((entry) => entry.path === event.target.value);
                if (target) {
                  onChange(
                    setIn(document, ['cards', index], { ...card, path: target.path, anchor: target.anchor }),
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
          <label className={styles.select}>
            <span>{text.cardPhoto(card.key)}</span>
            <select
              value={card.photoId ?? ''}
              onChange={(event) => set(['cards', index, 'photoId'], event.target.value || null)}
            >
              <option value="">{text.siteImage}</option>
              {card.photoId && !library.some((photo) => photo.id === card.photoId) && (
                <option value={card.photoId}>{card.photoId}</option>
              )}
              {library.map((photo) => (
                <option key={photo.id} value={photo.id}>
                  {photo.alt}
                </option>
              ))}
            </select>
          </label>
          {!card.photoId && (
            <TextInput
              label={text.cardAlt(card.key)}
              value={card.alt}
              onChange={(value) => set(['cards', index, 'alt'], value)}
            />
          )}
        </fieldset>
      ))}
    </fieldset>
  );
}
