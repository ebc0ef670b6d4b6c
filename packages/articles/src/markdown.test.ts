import { articleFieldsSchema } from '@lapm/contracts';
import { describe, expect, test } from '@rstest/core';
import { initialArticles } from './initialArticles';
import { isAllowedLink, renderMarkdown } from './markdown';

const textOf = (markdown: string) => JSON.stringify(renderMarkdown(markdown).blocks);

describe('renderMarkdown', () => {
  test('turns headings, paragraphs, lists, links, images and offer cards into blocks', () => {
    const { blocks, problems } = renderMarkdown(
      [
        '## Avant la séance',
        'Une première ligne\net sa suite, avec [un lien](/contacts).',
        '- un\n- deux avec [le blog](/blog)',
        '![Des mariés](/images/maries.jpg "Sous les vignes")',
        '{{formules: feel-good, neuf-mois}}',
      ].join('\n\n'),
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { type: 'heading', text: 'Avant la séance' },
      {
        type: 'paragraph',
        content: ['Une première ligne et sa suite, avec ', { text: 'un lien', to: '/contacts' }, '.'],
      },
      { type: 'list', items: [['un'], ['deux avec ', { text: 'le blog', to: '/blog' }]] },
      { type: 'image', image: { src: '/images/maries.jpg', alt: 'Des mariés' }, caption: 'Sous les vignes' },
      {
        type: 'services',
        cards: [
          expect.objectContaining({ key: 'feel-good', title: 'Feel Good', to: '/portrait-solo' }),
          expect.objectContaining({ key: 'neuf-mois', title: '9 mois', to: '/portrait-grossesse' }),
        ],
      },
    ]);
  });

  test('keeps raw HTML as text: no element, no script, no handler is ever made of it', () => {
    const markdown = '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">';
    expect(renderMarkdown(markdown).blocks).toEqual([
      { type: 'paragraph', content: ['<script>alert(1)</script>'] },
      { type: 'paragraph', content: ['<img src=x onerror="alert(1)">'] },
    ]);
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    '%6Aavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
  ])('drops the address %s, keeps the words and says why', (address) => {
    const { blocks, problems } = renderMarkdown(`Voir [ce lien](${address}) ici.`);
    expect(textOf(`Voir [ce lien](${address}) ici.`)).not.toContain('"to"');
    expect(blocks).toEqual([{ type: 'paragraph', content: [expect.stringContaining('ce lien')] }]);
    expect(problems).toEqual([expect.stringContaining('n’est pas accepté')]);
  });
});

describe('renderMarkdown links and images', () => {
  test('an address with a space or a tab in it makes no link: the brackets stay as typed', () => {
    for (const markdown of ['[ce lien]( javascript:alert(1))', '[ce lien](java\tscript:alert(1))']) {
      expect(renderMarkdown(markdown).blocks).toEqual([{ type: 'paragraph', content: [markdown] }]);
    }
    expect(isAllowedLink('java\tscript:alert(1)')).toBe(false);
  });

  test('accepts the site’s paths, anchors, http(s) and mailto', () => {
    for (const address of [
      '/contacts',
      '#tarifs',
      'https://exemple.fr/a',
      'http://exemple.fr',
      'mailto:a@b.fr',
    ]) {
      expect(isAllowedLink(address)).toBe(true);
    }
  });

  test('refuses images from elsewhere or through a script address, keeping their alt text', () => {
    for (const src of ['javascript:alert(1)', 'https://evil.example/x.png', '//evil.example/x.png']) {
      const { blocks, problems } = renderMarkdown(`![Une photo](${src})`);
      expect(blocks).toEqual([{ type: 'paragraph', content: ['Une photo'] }]);
      expect(problems).toEqual([expect.stringContaining('n’est pas acceptée')]);
    }
  });

  test('names an unknown offer card', () => {
    expect(renderMarkdown('{{formules: feel-good, inconnue}}').problems).toEqual([
      expect.stringContaining('La formule « inconnue » n’existe pas'),
    ]);
  });
});

describe('the five initial articles', () => {
  test('are valid articles whose Markdown renders without a problem', () => {
    expect(initialArticles.map((article) => article.slug)).toEqual([
      '2025-06-01',
      '2025-06-16',
      '2025-07-10',
      '2025-07-24',
      '2025-09-17',
    ]);
    for (const article of initialArticles) {
      expect(articleFieldsSchema.safeParse(article).error).toBeUndefined();
      expect(renderMarkdown(article.markdown).problems).toEqual([]);
    }
  });
});
