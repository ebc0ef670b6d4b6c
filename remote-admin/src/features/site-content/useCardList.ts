import { type PricesPageDocument, priceCardKeyOf, type ServiceCardDocument } from '@lapm/contracts';
import { useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { cardTargets } from './CardFields';
import { fieldIdOf } from './problems';
import { moved, useBoxIds } from './SortableBoxes';

const text = fr.siteContent;

/** A new card, empty, leading to the first service page. */
function newCard(taken: readonly string[]): ServiceCardDocument {
  const [target] = cardTargets;
  return {
    key: priceCardKeyOf('', taken),
    title: '',
    description: '',
    path: target?.path ?? '',
    anchor: target?.anchor ?? 'tarifs-portrait-solo',
    alt: '',
    photoId: null,
  };
}

const focusField = (path: (string | number)[]) =>
  requestAnimationFrame(() => document.getElementById(fieldIdOf(path))?.focus());

/**
 * The cards as a list she changes: each card's sortable id, its name, and adding, removing,
 * moving and retitling. A new card's key follows its title until the card is published
 * (docs/decisions/0021).
 */
export function useCardList(
  document: PricesPageDocument,
  publishedKeys: readonly string[],
  onChange: (document: PricesPageDocument) => void,
) {
  const cards = document.cards;
  const setCards = (next: ServiceCardDocument[]) => onChange({ ...document, cards: next });
  const [said, setSaid] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const published = new Set(publishedKeys);
  // A new card's key follows its title: its box keeps an id of its own, so typing keeps the focus.
  const boxes = useBoxIds(cards.length);
  const ids = boxes.ids;
  const nameAt = (index: number) => cards[index]?.title.trim() || text.untitledCard(index + 1);
  const setCard = (index: number, card: ServiceCardDocument) =>
    setCards(cards.map((other, at) => (at === index ? card : other)));
  return {
    ids,
    said,
    addButton,
    nameAt,
    setCard,
    isPublished: (card: ServiceCardDocument) => published.has(card.key),
    retitle(index: number, card: ServiceCardDocument, title: string) {
      const others = cards.flatMap((other, at) => (at === index ? [] : [other.key]));
      const key = published.has(card.key) ? card.key : priceCardKeyOf(title, others);
      setCard(index, { ...card, title, key });
    },
    add() {
      setCards([...cards, newCard(cards.map((card) => card.key))]);
      setSaid(text.cardAdded);
      focusField(['cards', cards.length, 'title']);
    },
    remove(index: number) {
      setSaid(text.cardRemoved(nameAt(index)));
      boxes.removed(index);
      setCards(cards.filter((_, at) => at !== index));
      requestAnimationFrame(() => addButton.current?.focus());
    },
    move(from: number, to: number) {
      boxes.moved(from, to);
      setCards(moved(cards, from, to));
    },
  };
}
