import { renderMarkdown } from '@lapm/articles';
import { initialArticles } from '@lapm/articles/initial-articles';
import { describe, expect, it } from '@rstest/core';
import { getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { articleExtensions } from './extensions';
import { docFromMarkdown, markdownFromDoc } from './markdownDoc';

const schema = getSchema(articleExtensions);

/** Through the editor's own schema, as loading then saving without a change does. */
const roundTrip = (markdown: string) =>
  markdownFromDoc(Node.fromJSON(schema, docFromMarkdown(markdown)).toJSON());

describe('the visual editor reads and writes the Markdown subset', () => {
  it.each([
    ['a heading', '## En forêt'],
    ['paragraphs', 'Une balade.\n\nPuis une autre.'],
    ['a list', '- des chaussures\n- un goûter'],
    ['links, inside and outside the site', 'Voir les [tarifs](/tarifs) ou [écrire](mailto:a@b.fr).'],
    ['a link in a list item', '- la [page contact](/contacts)'],
    [
      'a photo with its description',
      '![Deux enfants sur la plage](/photos/7d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6)',
    ],
    ['a photo with a caption', '![Un portrait](/photos/7d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6 "Le matin.")'],
    ['the offer cards', '{{formules: feel-good, toi-et-moi}}'],
  ])('keeps %s as typed', (_, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it('gives every seeded article back as typed, with the same blocks', () => {
    for (const article of initialArticles) {
      expect(roundTrip(article.markdown)).toBe(article.markdown.trim());
      expect(renderMarkdown(roundTrip(article.markdown))).toEqual(renderMarkdown(article.markdown));
    }
  });

  it('keeps a refused address, so that saving still names it', () => {
    const markdown = '[ici](javascript:alert(1))';
    expect(roundTrip(markdown)).toBe(markdown);
    expect(renderMarkdown(roundTrip(markdown)).problems).toHaveLength(1);
  });

  it('writes what she built: a heading, a list, a photo and the offers', () => {
    const markdown = markdownFromDoc({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le jour J' }] },
        { type: 'paragraph' },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Un' }] }] },
            { type: 'listItem', content: [{ type: 'paragraph' }] },
          ],
        },
        { type: 'photo', attrs: { src: '/photos/abc', alt: 'Des [mariés]', caption: 'Le "oui".' } },
        { type: 'offers', attrs: { keys: ['la-smala'] } },
      ],
    });
    expect(markdown).toBe(
      '## Le jour J\n\n- Un\n\n![Des mariés](/photos/abc "Le ”oui”.")\n\n{{formules: la-smala}}',
    );
  });

  it('starts an empty text with one empty paragraph', () => {
    expect(docFromMarkdown('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});
