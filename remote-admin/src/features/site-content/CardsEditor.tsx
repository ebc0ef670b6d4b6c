import { api } from '@lapm/api-client';
import type { CardPhoto, Photo, PricesPageDocument, ServiceCardDocument } from '@lapm/contracts';
import { useLoad } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useCallback, useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { CardFields } from './CardFields';
import { CardRemoval } from './CardRemoval';
import { cardDragTexts, SortableBox, SortableBoxes } from './SortableBoxes';
import styles from './siteContent.module.css';
import { useCardList } from './useCardList';

const text = fr.siteContent;

/** A published, processed photo of the library, as /tarifs draws it. */
export function cardPhotoOf(photo: Photo): CardPhoto | null {
  const { width, height, placeholder } = photo;
  if (!width || !height || !placeholder || photo.widths.length === 0) return null;
  return { id: photo.id, alt: photo.alt, width, height, widths: photo.widths, placeholder };
}

/** The keys of the cards the site shows now: read from the published /tarifs document. */
export function publishedCardKeys(published: unknown): string[] {
  const cards = (published as Partial<PricesPageDocument> | null | undefined)?.cards;
  return Array.isArray(cards) ? cards.map((card) => card.key) : [];
}

/** The library photos the cards may show: the first page of the library, and those picked here. */
function useCardPhotos(onPhotos: (photos: Record<string, CardPhoto>) => void) {
  const [picked, setPicked] = useState<Record<string, CardPhoto>>({});
  const load = useCallback(() => api.photos.list({ published: 'true' }), []);
  const state = useLoad(load);
  const listed = state.status === 'ready' ? state.data.data.flatMap((photo) => cardPhotoOf(photo) ?? []) : [];
  const known: Record<string, CardPhoto> = {
    ...Object.fromEntries(listed.map((card) => [card.id, card])),
    ...picked,
  };
  const knownKey = Object.keys(known).join(' ');
  // Told again only when the ids change: `known` is a new object at every render.
  useEffect(() => {
    onPhotos(known);
  }, [knownKey, onPhotos]);
  const alts = Object.fromEntries(Object.values(known).map((photo) => [photo.id, photo.alt]));
  return { alts, pick: (photo: CardPhoto) => setPicked((kept) => ({ ...kept, [photo.id]: photo })) };
}

type CardList = ReturnType<typeof useCardList>;
type CardPhotos = ReturnType<typeof useCardPhotos>;

/** One card's box: its fields, its photo picked from the library, and its removal. */
function CardBox({
  card,
  index,
  id,
  list,
  photos,
  choosing,
  onChoosing,
}: {
  card: ServiceCardDocument;
  index: number;
  id: string;
  list: CardList;
  photos: CardPhotos;
  choosing: boolean;
  onChoosing: (open: boolean) => void;
}) {
  const name = list.nameAt(index);
  return (
    <SortableBox id={id} handle={text.dragCard(name)} legend={text.card(name)}>
      <CardFields
        card={card}
        index={index}
        name={name}
        published={list.isPublished(card)}
        photoAlts={photos.alts}
        choosing={choosing}
        onChoosing={onChoosing}
        onPicked={(photo) => {
          const picked = cardPhotoOf(photo);
          if (!picked) return;
          photos.pick(picked);
          list.setCard(index, { ...card, photoId: picked.id });
          onChoosing(false);
        }}
        onCard={(next) => list.setCard(index, next)}
        onTitle={(title) => list.retitle(index, card, title)}
      />
      <CardRemoval cardKey={card.key} name={name} onRemove={() => list.remove(index)} />
    </SortableBox>
  );
}

/** The cards of /tarifs, in the order of the page: added, removed (asked first) and moved by their handle. */
export function CardsEditor({
  document,
  publishedKeys,
  onChange,
  onPhotos,
}: {
  document: PricesPageDocument;
  /** The keys of the cards on the site: those no longer follow their title. */
  publishedKeys: readonly string[];
  onChange: (document: PricesPageDocument) => void;
  /** The library photos offered, for the preview. */
  onPhotos: (photos: Record<string, CardPhoto>) => void;
}) {
  const list = useCardList(document, publishedKeys, onChange);
  const [choosing, setChoosing] = useState<string | null>(null);
  const photos = useCardPhotos(onPhotos);
  const { ids, nameAt } = list;
  return (
    <fieldset className={styles.group}>
      <legend>{text.cardsHeading}</legend>
      <SortableBoxes
        ids={ids}
        texts={cardDragTexts}
        nameOf={(id) => nameAt(ids.indexOf(id))}
        onMove={list.move}
      >
        {document.cards.map((card, index) => {
          const id = ids[index] as string;
          return (
            <CardBox
              key={id}
              card={card}
              index={index}
              id={id}
              list={list}
              photos={photos}
              choosing={choosing === id}
              onChoosing={(open) => setChoosing(open ? id : null)}
            />
          );
        })}
      </SortableBoxes>
      <div>
        <Button ref={list.addButton} variant="secondary" onClick={list.add}>
          {text.addCard}
        </Button>
      </div>
      <p role="status">{list.said}</p>
    </fieldset>
  );
}
