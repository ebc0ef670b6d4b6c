import { HtmlValidate } from 'html-validate';
import { publicPages } from '../support/pages';
import { expect, test } from '../support/test';

/**
 * The HTML the server sends for every public page, as a validator reads it: the recommended
 * rules (content models, nesting, ids, labels, …), less those that judge how the markup is
 * written rather than whether it is valid and accessible.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style of writing, all valid HTML: React writes `<meta/>`, `checked=""` and, in the
    // preload links it puts in the head, `fetchPriority` (attribute names are case-insensitive);
    // the shell's template writes `<!doctype html>` and indents with trailing spaces.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    'doctype-style': 'off',
    'no-trailing-whitespace': 'off',
    // Inline styles are the render's own: a photo's ratio and blurred preview, computed per photo.
    'no-inline-style': 'off',
    // React's useId gives ids like `_R_s_`: valid HTML ids, which the strict mode would refuse.
    'valid-id': ['error', { relaxed: true }],
    // Naming a list (`<ul aria-label="Prestations">`) is allowed and useful: not a misuse.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The desktop bar and the phone's panel are one navigation in two forms, never both shown
    // (styles.css): assistive technologies meet one landmark of that name at a time.
    'unique-landmark': 'off',
    // Typographic and SEO advice, not validity: a phone number's spaces, a page title's length.
    'tel-non-breaking': 'off',
    'long-title': 'off',
  },
});

test.describe('valid markup', () => {
  for (const { path } of publicPages) {
    test(`${path} is valid HTML as the server sends it`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const report = await validator.validateString(html, path);
      const errors = report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.ruleId} ${message.line}:${message.column} ${message.message}`,
        ),
      );
      expect(errors).toEqual([]);
      // Every control names an element that is there (the validator leaves aria-controls alone).
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
      const named = [...html.matchAll(/\s(?:aria-controls|popovertarget)="([^"]+)"/g)].flatMap((match) =>
        (match[1] ?? '').split(/\s+/),
      );
      expect(named.filter((id) => !ids.has(id))).toEqual([]);
    });
  }
});
