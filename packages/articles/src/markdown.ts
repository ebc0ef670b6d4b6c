import { type Image, isAllowedImage, type LibraryImage } from '@lapm/contracts';
import { blogOffers } from './blogOffers';

/**
 * The Markdown of a blog article, turned into the blocks the blog renders (headings,
 * paragraphs, lists, images, offer cards). Plain values only, no zod, no HTML: the blog
 * renders the blocks as React elements, so raw HTML typed in an article is shown as text,
 * never parsed. A link or an image whose address is not allowed keeps its text (or its alt) and
 * loses its address; `problems` says why, in French, so that the admin refuses to save it.
 *
 * The subset (docs/decisions/0008): `## Titre`, paragraphs separated by an empty line,
 * `- ` lists, `[texte](/chemin)` links, `![texte alternatif](/chemin "légende")` alone on its
 * line, and `{{formules: clé, clé}}` for the offer cards (blogOffers.ts).
 */

/** Running text: plain, or a link (inside the site: a path; outside: http(s) or mailto). */
export type Inline = string | { text: string; to: string };

export interface OfferCard {
  key: string;
  title: string;
  /** Who the format is for, shown under the title ("Solo", "Couple"...). */
  audience: string;
  description: string;
  to: string;
  image: Image;
}

export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'image'; image: Image | LibraryImage; caption?: string }
  | { type: 'services'; cards: OfferCard[] };

export interface RenderedMarkdown {
  blocks: Block[];
  /** Why part of the text lost its link or image, in French; empty when all is well. */
  problems: string[];
}

export const markdownMessages = {
  link: (address: string) =>
    `Le lien « ${address} » n’est pas accepté : utilisez un chemin du site (/contacts), une adresse http(s):// ou mailto:.`,
  image: (address: string) =>
    `L’image « ${address} » n’est pas acceptée : utilisez un chemin du site commençant par /.`,
  offer: (key: string) =>
    `La formule « ${key} » n’existe pas. Formules possibles : ${Object.keys(blogOffers).join(', ')}.`,
  noOffer: 'Indiquez au moins une formule : {{formules: feel-good, toi-et-moi}}.',
  libraryPhoto: (address: string) =>
    `La photo « ${address} » n’est pas une photo publiée de la photothèque : publiez-la dans Photos ou choisissez-en une autre.`,
} as const;

/**
 * Browsers drop tabs, line breaks and leading control characters from an address before
 * reading its scheme (`java\tscript:`): so does this check, before comparing.
 */
const normalizedAddress = (address: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are the characters browsers ignore.
  address.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

/** A path of this site (not `//host`, which a browser reads as another site), an anchor, http(s) or mailto. */
export function isAllowedLink(address: string): boolean {
  const normalized = normalizedAddress(address);
  if (normalized !== address.trim().toLowerCase()) return false;
  if (/^\/(?![/\\])/.test(normalized) || normalized.startsWith('#')) return true;
  return /^(https?:\/\/[^/\\]|mailto:[^/\\])/.test(normalized);
}

/** An address may hold one pair of parentheses (`javascript:alert(1)` is read whole, then refused). */
const ADDRESS = String.raw`[^\s()]*(?:\([^\s()]*\)[^\s()]*)?`;
const LINK = new RegExp(String.raw`\[([^\]]+)\]\((${ADDRESS})\)`, 'g');
const IMAGE = new RegExp(String.raw`^!\[([^\]]*)\]\((${ADDRESS})(?:\s+"([^"]*)")?\)$`);
const OFFERS = /^\{\{\s*formules\s*:(.*)\}\}$/;
const HEADING = /^#{1,6}\s+(.+)$/;
const ITEM = /^[-*]\s+(.*)$/;

/**
 * The subset's own patterns, for the admin's visual editor: it reads the same lines into its
 * document and writes them back, so that what it saves is read here exactly as typed Markdown.
 */
export const markdownPatterns = { LINK, IMAGE, OFFERS, HEADING, ITEM } as const;

/** The lines of the text grouped into blocks, as the blocks below are read from them. */
export function markdownBlockLines(markdown: string): string[][] {
  const groups: string[][] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length > 0) groups.push(lines);
    lines = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    // A heading after a paragraph line starts a block of its own, and ends it.
    else if (HEADING.test(line)) {
      flush();
      lines.push(line);
      flush();
    } else lines.push(line);
  }
  flush();
  return groups;
}

function inlines(text: string, problems: string[]): Inline[] {
  const content: Inline[] = [];
  let rest = 0;
  const push = (piece: Inline) => {
    const last = content.at(-1);
    if (typeof piece === 'string' && typeof last === 'string') content[content.length - 1] = last + piece;
    else if (piece !== '') content.push(piece);
  };
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', address = ''] = match;
    push(text.slice(rest, match.index));
    if (isAllowedLink(address)) push({ text: label, to: address.trim() });
    else {
      problems.push(markdownMessages.link(address));
      push(label);
    }
    rest = match.index + whole.length;
  }
  push(text.slice(rest));
  return content;
}

/**
 * One paragraph of the site's copy (« Contenu du site »): plain text whose `[texte](/chemin)` are
 * links, the same links and rules as an article's; `problems` names the refused addresses.
 */
export function paragraphInlines(text: string): { content: Inline[]; problems: string[] } {
  const problems: string[] = [];
  return { content: inlines(text, problems), problems };
}

function offersOf(list: string, problems: string[]): Block | null {
  const keys = list
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0) problems.push(markdownMessages.noOffer);
  const cards: OfferCard[] = [];
  for (const key of keys) {
    const offer = blogOffers[key];
    if (offer) cards.push({ key, ...offer });
    else problems.push(markdownMessages.offer(key));
  }
  return cards.length > 0 ? { type: 'services', cards } : null;
}

function blockOf(lines: string[], problems: string[]): Block[] {
  const joined = lines.join(' ');
  const heading = HEADING.exec(joined);
  if (lines.length === 1 && heading) return [{ type: 'heading', text: (heading[1] ?? '').trim() }];
  const image = IMAGE.exec(joined);
  if (image) {
    const [, alt = '', src = '', caption] = image;
    if (!isAllowedImage(src)) {
      problems.push(markdownMessages.image(src));
      return alt ? [{ type: 'paragraph', content: [alt] }] : [];
    }
    return [{ type: 'image', image: { src, alt }, ...(caption ? { caption } : {}) }];
  }
  const offers = OFFERS.exec(joined);
  if (offers) {
    const block = offersOf(offers[1] ?? '', problems);
    return block ? [block] : [];
  }
  if (lines[0] && ITEM.test(lines[0])) {
    const items: string[] = [];
    for (const line of lines) {
      const item = ITEM.exec(line);
      if (item) items.push(item[1] ?? '');
      else items[items.length - 1] += ` ${line}`;
    }
    return [{ type: 'list', items: items.map((item) => inlines(item, problems)) }];
  }
  return [{ type: 'paragraph', content: inlines(joined, problems) }];
}

/** The blocks of an article's Markdown, and what was refused in it. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const problems: string[] = [];
  const blocks = markdownBlockLines(markdown).flatMap((lines) => blockOf(lines, problems));
  return { blocks, problems: [...new Set(problems)] };
}
