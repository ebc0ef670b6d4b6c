import type { FieldPath } from '@lapm/contracts';
import { fr } from '../../i18n/fr';

const text = fr.siteContent;

/** An item of a list as a version held it: its fields' texts, and its place in its list (from 1). */
export interface ListItem {
  fields: Readonly<Record<string, string>>;
  place: number;
}

/** What the editor calls an item of a list (its frame's legend) and each of its fields. */
export interface ItemWords {
  name: string;
  labels: Readonly<Record<string, string>>;
}

const field = (item: ListItem, key: string) => item.fields[key]?.trim() ?? '';

/** A review's words, as the reviews' editor writes them. */
export const reviewWords = (place: number): ItemWords => ({
  name: text.review(place),
  labels: {
    nom: text.reviewName(place),
    note: text.reviewNote(place),
    date: text.reviewDate(place),
    commentaire: text.reviewComment(place),
  },
});

function cardWords(item: ListItem): ItemWords {
  const name = field(item, 'title') || text.untitledCard(item.place);
  const target = text.cardTarget(name);
  return {
    name: text.card(name),
    labels: {
      title: text.cardTitle(name),
      description: text.cardDescription(name),
      path: target,
      anchor: target,
      alt: text.cardAlt(name),
      photoId: text.cardPhoto(name),
    },
  };
}

function formulaWords(item: ListItem): ItemWords {
  const name = field(item, 'name') || text.untitledFormula(item.place);
  return { name: text.formula(name), labels: { name: text.formulaName(name) } };
}

function sectionWords(item: ListItem): ItemWords {
  const heading = field(item, 'heading');
  const name = heading || text.untitledSection(item.place);
  const gallery = item.fields.kind === 'gallery';
  return {
    name: gallery ? text.gallerySection(name) : text.section(name),
    labels: {
      heading: gallery ? text.gallery(String(item.place)) : text.heading(String(item.place)),
      paragraphs: text.paragraphs(heading),
      bullets: text.bullets(heading),
    },
  };
}

function seoPageWords(item: ListItem): ItemWords {
  const path = field(item, 'path');
  const name = text.seoPageNames[path] ?? path;
  return {
    name: text.seoPage(name),
    labels: { title: text.seoTitle(name), description: text.seoDescription(name) },
  };
}

function formatWords(item: ListItem): ItemWords {
  const id = field(item, 'id');
  return {
    name: text.format(id),
    labels: {
      name: text.formatName(id),
      audience: text.formatAudience(id),
      paragraphs: text.paragraphs(field(item, 'name')),
    },
  };
}

/** The lists she edits item by item, by their path in a page's document (its places left out). */
const listWords: Record<string, (item: ListItem) => ItemWords> = {
  'reviews.list': (item) => reviewWords(item.place),
  reviews: (item) => reviewWords(item.place),
  cards: cardWords,
  'prices.formulas': formulaWords,
  blocks: sectionWords,
  questions: (item) => ({
    name: text.question(item.place),
    labels: { question: text.question(item.place), paragraphs: text.answer(item.place) },
  }),
  pages: seoPageWords,
  formats: formatWords,
};

/** The editor's words for an item of the list at `list` (a path in the document), or null for a list it does not know. */
export function itemWords(list: FieldPath, item: ListItem): ItemWords | null {
  const words = listWords[list.filter((key) => typeof key === 'string').join('.')];
  return words ? words(item) : null;
}
