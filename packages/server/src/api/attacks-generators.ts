import fc from 'fast-check';
import { PASSWORD } from '../testing/server';
import type { Endpoint, FieldKind } from './attacks-endpoints';

/**
 * What the attack test (attacks.test.ts) sends to one endpoint: a body nearly valid, any JSON or
 * none of it, under a content type right or wrong, with a hostile `:id` segment.
 */

const payloads = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://',
  // Template injection probes, as plain text.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the literal text.
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000',
  '\ud800',
  '\u202e\u0645',
  'Ｌéa\u0301',
  '__proto__',
  'constructor',
  'admin',
  '1e309',
  '-1',
  '0x10',
  ' ',
  '',
];

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_VALUE, 1e-300),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('$gt', '$ne', 'toString', 'valueOf', 'a'), fc.jsonValue({ maxDepth: 1 })),
  // Beyond every field's limit, some beyond the 64 KiB body limit too.
  fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'é'.repeat(length)),
);

export interface Fixtures {
  emails: string[];
  ids: number[];
}

const validValue = (kind: FieldKind, fixtures: Fixtures): fc.Arbitrary<unknown> => {
  switch (kind) {
    case 'email':
      return fc.constantFrom(...fixtures.emails, 'nouveau@exemple.fr');
    case 'password':
      return fc.constantFrom(PASSWORD, 'Chambre-Noire-34', 'password');
    case 'name':
      return fc.constantFrom('Léa', 'Jean-Éric');
    case 'text':
      return fc.constantFrom('1 rue Foch', '12/05/2026');
    case 'id':
      return fc.constantFrom(...fixtures.ids, 999_999);
    case 'link':
      return fc.constant('https://galerie.exemple.fr/seance');
    case 'token':
      return fc.base64String({ minLength: 44, maxLength: 44 });
    case 'day':
      return fc.constantFrom('2099-12-31', '2020-01-01', '');
    case 'flag':
      return fc.boolean();
    case 'slug':
      return fc.constantFrom('seance-en-foret', '2025-06-01');
    case 'image':
      return fc.constantFrom(
        { src: '/images/foret.jpg', alt: 'Une forêt' },
        { src: 'javascript:x', alt: 'x' },
      );
    case 'list':
      return fc.constantFrom(['mariage', 'Montpellier'], []);
    case 'markdown':
      return fc.constantFrom('## Titre\n\nTexte et [contact](/contacts).', '[x](JaVaScRiPt:alert(1))');
  }
};

/** A JSON object as raw text, so that keys can repeat: `{"id":1,"id":"x"}`. */
const objectText = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;

export interface Attack {
  body: string | undefined;
  contentType: string | undefined;
  /** The `:id` (or `:slug`, `:place`) segment, already encoded for the URL. */
  segment: string;
}

/** Each known field valid, nasty or left out; then extra keys, some of them repeating known ones. */
const nearlyValidBody = (fields: [string, FieldKind][], fixtures: Fixtures) =>
  fc
    .tuple(
      ...fields.map(([name, kind]) =>
        fc.oneof(
          validValue(kind, fixtures).map((value) => [[name, value]] as [string, unknown][]),
          nastyValue.map((value) => [[name, value]] as [string, unknown][]),
          fc.constant([] as [string, unknown][]),
        ),
      ),
      fc.array(
        fc.tuple(
          fc.constantFrom(
            'role',
            'id',
            'user_id',
            '__proto__',
            'constructor',
            'password_hash',
            ...fields.map(([n]) => n),
          ),
          nastyValue,
        ),
        { maxLength: 3 },
      ),
    )
    .map((parts) => objectText((parts as [string, unknown][][]).flat()));

/** The `:id` (or `:slug`, `:place`) segment of an attack, already encoded for the URL. */
const attackSegment = (fixtures: Fixtures) =>
  fc
    .oneof(
      fc.constantFrom(...fixtures.ids.map(String), '0', '-1', '1.5', '1e3', '99999999999999999999'),
      // Already encoded: a NUL byte and broken escapes.
      fc.constantFrom('%00', '%0', '%E0%A4%A', '%'),
      fc.constantFrom(...payloads),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
    )
    // Every UTF-8 byte percent-encoded: lone surrogates included, which encodeURIComponent refuses.
    .map((value) =>
      value.startsWith('%')
        ? value
        : [...Buffer.from(value || 'x')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
    );

export const attackOn = (endpoint: Endpoint, fixtures: Fixtures): fc.Arbitrary<Attack> => {
  const fields = Object.entries(endpoint.fields ?? {});
  const nearlyValid = nearlyValidBody(fields, fixtures);
  const anyJson = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value));
  const notJson = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{', '{"email":', '[1,2', 'null', '""', '{"a":1}}', '\ufeff{}', 'email=a&password=b'),
  );
  const body: fc.Arbitrary<string | undefined> = endpoint.fields
    ? fc.oneof(
        { weight: 6, arbitrary: nearlyValid },
        { weight: 2, arbitrary: anyJson },
        notJson,
        fc.constant(undefined),
      )
    : fc.constant(undefined);
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      undefined,
    ),
  );
  const segment = attackSegment(fixtures);
  return fc.record({ body, contentType, segment });
};
