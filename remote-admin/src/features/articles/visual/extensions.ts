import { mergeAttributes, Node } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import Heading from '@tiptap/extension-heading';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from '@tiptap/extensions';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { OffersView } from './OffersView';
import { PhotoView } from './PhotoView';

/** A photo alone on its line: `![description](/photos/<id> "légende")`. */
export const Photo = Node.create({
  name: 'photo',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: '' }, alt: { default: '' }, caption: { default: '' } }),
  parseHTML: () => [{ tag: 'figure[data-photo]' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', mergeAttributes(HTMLAttributes, { 'data-photo': '' })],
  addNodeView: () => ReactNodeViewRenderer(PhotoView),
});

/** The offer cards: `{{formules: feel-good, toi-et-moi}}`. */
export const Offers = Node.create({
  name: 'offers',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    keys: {
      default: [],
      parseHTML: (element) => (element.getAttribute('data-keys') ?? '').split(',').filter(Boolean),
      renderHTML: (attributes) => ({ 'data-keys': (attributes.keys as string[]).join(',') }),
    },
  }),
  parseHTML: () => [{ tag: 'div[data-offers]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-offers': '' })],
  addNodeView: () => ReactNodeViewRenderer(OffersView),
});

/**
 * Only what the Markdown subset can say: paragraphs, one level of heading (`##`), lists of
 * plain items (no list inside a list), links; no bold, no line break inside a paragraph.
 */
export const articleExtensions = [
  Document,
  Paragraph,
  Text,
  Heading.configure({ levels: [2] }),
  BulletList,
  ListItem.extend({ content: 'paragraph' }),
  Link.configure({
    openOnClick: false,
    autolink: false,
    HTMLAttributes: { rel: null, target: null },
  }),
  Photo,
  Offers,
  UndoRedo,
  // An empty line after a closing photo or offer block, for the cursor (empty paragraphs are not saved).
  TrailingNode,
  Dropcursor,
  Gapcursor,
];
