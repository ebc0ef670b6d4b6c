import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { albums } from '../db/schema';
import { addUser, login, PASSWORD, startTestServer, type TestServer } from '../testing/server';

/**
 * Property-based attacks on every API endpoint: malformed bodies and path parameters (wrong types,
 * missing, extra and duplicated keys, huge strings, unicode, SQL and script payloads, numbers out
 * of range, bodies that are not JSON or not declared as JSON), sent over HTTP as the admin so that
 * they reach every route's validation. For each: never a 5xx, never a stack trace or a hash in the
 * answer, an error body `{ message }` in French, and a database unchanged by a rejected request.
 *
 * RUNS bodies per endpoint (110 endpoints): 110 × 200 = 22,000 requests; FUZZ_RUNS=20 took ~57 s
 * alone on two shared cores.
 * FUZZ_RUNS=<n> in the environment runs more for a longer hunt.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

type FieldKind =
  | 'email'
  | 'password'
  | 'name'
  | 'text'
  | 'id'
  | 'link'
  | 'token'
  | 'day'
  | 'flag'
  | 'slug'
  | 'image'
  | 'list'
  | 'markdown';
interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The fields the route reads, with what a valid value looks like; none for a route without a body. */
  fields?: Record<string, FieldKind>;
  anonymous?: boolean;
}

const articleFields: Record<string, FieldKind> = {
  slug: 'slug',
  published: 'day',
  title: 'name',
  description: 'text',
  cover: 'image',
  headTitle: 'name',
  headDescription: 'text',
  keywords: 'list',
  breadcrumbName: 'name',
  shareImage: 'image',
  markdown: 'markdown',
};

const endpoints: Endpoint[] = [
  { method: 'GET', path: '/health' },
  { method: 'POST', path: '/login', fields: { email: 'email', password: 'password' } },
  // Anonymous: with the admin's cookie it would end the session the other runs use.
  { method: 'POST', path: '/logout', fields: {}, anonymous: true },
  {
    method: 'POST',
    path: '/user/register',
    fields: { firstname: 'name', lastname: 'name', email: 'email', password: 'password', adress: 'text' },
  },
  { method: 'POST', path: '/reset-password', fields: { email: 'email' } },
  { method: 'POST', path: '/reset-password/confirm', fields: { token: 'token', password: 'password' } },
  { method: 'POST', path: '/email/confirm', fields: { token: 'token' } },
  { method: 'GET', path: '/user' },
  { method: 'GET', path: '/user/:id' },
  {
    method: 'PUT',
    path: '/user',
    fields: { id: 'id', firstname: 'name', lastname: 'name', address: 'text', email: 'email' },
  },
  { method: 'DELETE', path: '/user', fields: { id: 'id' } },
  {
    method: 'PUT',
    path: '/user/me',
    fields: {
      firstname: 'name',
      lastname: 'name',
      address: 'text',
      email: 'email',
      password: 'password',
      currentPassword: 'password',
      album_emails: 'flag',
    },
  },
  { method: 'GET', path: '/user/me' },
  { method: 'DELETE', path: '/user/me', fields: { password: 'password' } },
  { method: 'GET', path: '/user/me/export' },
  { method: 'GET', path: '/user/clients' },
  {
    method: 'POST',
    path: '/invitation',
    fields: { firstname: 'name', lastname: 'name', email: 'email' },
  },
  { method: 'POST', path: '/invitation/resend', fields: { id: 'id' } },
  {
    method: 'POST',
    path: '/invitation/accept',
    fields: { token: 'token', password: 'password' },
    anonymous: true,
  },
  { method: 'GET', path: '/album' },
  { method: 'GET', path: '/album/my' },
  { method: 'GET', path: '/album/:id' },
  {
    method: 'POST',
    path: '/album',
    fields: { user_id: 'id', lien: 'link', access_code: 'text', date: 'text', available_until: 'day' },
  },
  {
    method: 'PUT',
    path: '/album',
    fields: {
      id: 'id',
      user_id: 'id',
      lien: 'link',
      access_code: 'text',
      date: 'text',
      available_until: 'day',
    },
  },
  { method: 'DELETE', path: '/album', fields: { id_album: 'id', confirm_removal: 'flag' } },
  { method: 'POST', path: '/album/gallery-address' },
  { method: 'POST', path: '/album/:id/opened' },
  // An upload's body is the file itself, not JSON: what reaches it here is every wrong kind of body.
  { method: 'POST', path: '/photos' },
  { method: 'GET', path: '/photos' },
  { method: 'GET', path: '/photos/:id' },
  { method: 'PUT', path: '/photos/:id/alt', fields: { alt: 'text' } },
  { method: 'PUT', path: '/photos/:id/published', fields: { published: 'flag' } },
  { method: 'PUT', path: '/photos/:id/focal-point', fields: { x: 'id', y: 'id' } },
  { method: 'GET', path: '/photos/:id/uses' },
  { method: 'POST', path: '/photos/:id/replace', fields: { replacements: 'list' } },
  { method: 'POST', path: '/photos/bulk/published', fields: { ids: 'list', published: 'flag' } },
  { method: 'PUT', path: '/photos/bulk/alt', fields: { photos: 'list' } },
  { method: 'POST', path: '/photos/bulk/uses', fields: { ids: 'list' } },
  {
    method: 'POST',
    path: '/photos/bulk/delete',
    fields: { ids: 'list', replacements: 'list', confirm: 'flag' },
  },
  // An upload's body is the file itself, as for the library.
  { method: 'POST', path: '/admin/albums/:id/photos' },
  { method: 'GET', path: '/admin/albums/:id/photos' },
  { method: 'DELETE', path: '/admin/albums/:id/photos/:photoId' },
  // Resumable uploads speak tus: headers and bytes, no JSON body.
  { method: 'POST', path: '/admin/uploads' },
  { method: 'PATCH', path: '/admin/uploads/:uploadId' },
  { method: 'DELETE', path: '/admin/uploads/:uploadId' },
  {
    method: 'PUT',
    path: '/admin/albums/:id/gallery',
    fields: {
      includedPhotos: 'id',
      downloadsEnabled: 'flag',
      downloadSize: 'text',
      favouritesOnly: 'flag',
      downloadPin: 'text',
      watermark: 'flag',
      graceDays: 'id',
    },
  },
  { method: 'POST', path: '/admin/albums/:id/selection/reopen' },
  { method: 'PUT', path: '/admin/albums/:id/cover', fields: { photoId: 'token', focalPoint: 'text' } },
  { method: 'POST', path: '/admin/albums/:id/notify', fields: { confirmResend: 'flag' } },
  { method: 'POST', path: '/admin/albums/:id/chapters', fields: { title: 'text' } },
  { method: 'PUT', path: '/admin/albums/:id/chapters/:chapterId', fields: { title: 'text' } },
  { method: 'DELETE', path: '/admin/albums/:id/chapters/:chapterId' },
  { method: 'PUT', path: '/admin/albums/:id/chapter-order', fields: { chapterIds: 'list' } },
  { method: 'PUT', path: '/admin/albums/:id/photos/:photoId/chapter', fields: { chapterId: 'id' } },
  { method: 'PUT', path: '/admin/albums/:id/photo-order', fields: { photoIds: 'list' } },
  { method: 'PUT', path: '/admin/albums/:id/photo-sort', fields: { by: 'token' } },
  { method: 'GET', path: '/admin/trash' },
  { method: 'POST', path: '/admin/trash/:photoId/restore' },
  { method: 'POST', path: '/admin/trash/albums/:id/restore' },
  { method: 'GET', path: '/admin/jobs/failed' },
  { method: 'GET', path: '/enquiries/stamp', anonymous: true },
  {
    method: 'POST',
    path: '/enquiries',
    fields: {
      firstname: 'name',
      lastname: 'name',
      email: 'email',
      phone: 'text',
      formula: 'text',
      wishedDate: 'text',
      message: 'text',
      consent: 'flag',
      website: 'text',
      startedAt: 'token',
    },
    anonymous: true,
  },
  { method: 'GET', path: '/enquiries' },
  { method: 'GET', path: '/enquiries/summary' },
  { method: 'PUT', path: '/enquiries/:id/status', fields: { status: 'text' } },
  { method: 'GET', path: '/enquiries/:id' },
  { method: 'POST', path: '/enquiries/:id/replies', fields: { message: 'text' } },
  { method: 'POST', path: '/enquiries/:id/client', fields: { firstname: 'name', lastname: 'name' } },
  { method: 'GET', path: '/clients/:id' },
  { method: 'PUT', path: '/clients/:id', fields: { phone: 'text', address: 'text', notes: 'text' } },
  { method: 'GET', path: '/bookings/slots', anonymous: true },
  {
    method: 'POST',
    path: '/bookings',
    fields: {
      formula: 'text',
      start: 'text',
      firstname: 'name',
      lastname: 'name',
      email: 'email',
      phone: 'text',
      message: 'text',
      website: 'text',
      startedAt: 'token',
    },
    anonymous: true,
  },
  { method: 'POST', path: '/bookings/cancel', fields: { token: 'token' }, anonymous: true },
  { method: 'POST', path: '/bookings/move/slots', fields: { token: 'token' }, anonymous: true },
  { method: 'POST', path: '/bookings/move', fields: { token: 'token', start: 'text' }, anonymous: true },
  { method: 'GET', path: '/bookings/feed.ics', anonymous: true },
  { method: 'GET', path: '/bookings' },
  { method: 'PUT', path: '/bookings/:id/status', fields: { status: 'text' } },
  // Her whole availability: what reaches it here is every wrong kind of it.
  { method: 'PUT', path: '/bookings/availability', fields: { weeklyHours: 'list', formulas: 'list' } },
  { method: 'GET', path: '/bookings/availability' },
  { method: 'POST', path: '/bookings/feed/revoke' },
  { method: 'GET', path: '/site-content/:page', anonymous: true },
  { method: 'GET', path: '/admin/site-content/:page' },
  // A page's whole document: what reaches it here is every wrong kind of document.
  { method: 'POST', path: '/admin/site-content/:page', fields: { document: 'text' } },
  { method: 'POST', path: '/admin/site-content/:page/restore/:id', fields: { block: 'list' } },
  { method: 'GET', path: '/admin/site-content/:page/versions/:id/changes' },
  { method: 'PUT', path: '/admin/site-content/:page/draft', fields: { document: 'text' } },
  { method: 'DELETE', path: '/admin/site-content/:page/draft' },
  { method: 'GET', path: '/admin/site-content/cards/:slug/usages' },
  { method: 'GET', path: '/admin/site-content/:page/formulas/:slug/usages' },
  { method: 'GET', path: '/site-content/formulas', anonymous: true },
  { method: 'GET', path: '/admin/albums/:id/selection.txt' },
  { method: 'POST', path: '/galleries/:id/access', fields: { code: 'text', guest: 'name' }, anonymous: true },
  { method: 'POST', path: '/galleries/access', fields: { code: 'text', guest: 'name' }, anonymous: true },
  { method: 'PUT', path: '/galleries/:id/guest', fields: { name: 'name' } },
  { method: 'PUT', path: '/galleries/:id/photos/:photoId/hidden', fields: { hidden: 'flag' } },
  { method: 'GET', path: '/galleries/:id' },
  { method: 'PUT', path: '/galleries/:id/favourites/:photoId', fields: { favourite: 'flag' } },
  { method: 'POST', path: '/galleries/:id/selection' },
  { method: 'GET', path: '/galleries/:id/photos/:photoId/original' },
  { method: 'GET', path: '/galleries/:id/photos/:photoId/:file' },
  { method: 'GET', path: '/galleries/:id/archive.zip' },
  { method: 'GET', path: '/galleries/:id/archive-web.zip' },
  { method: 'GET', path: '/galleries/:id/photos/:photoId/web' },
  { method: 'POST', path: '/galleries/:id/download-pin', fields: { pin: 'text' } },
  { method: 'DELETE', path: '/photos/:id' },
  { method: 'GET', path: '/photos/:id/files/:file' },
  { method: 'GET', path: '/articles' },
  { method: 'GET', path: '/articles/:slug' },
  { method: 'GET', path: '/admin/articles' },
  { method: 'GET', path: '/admin/articles/:id' },
  { method: 'POST', path: '/admin/articles', fields: articleFields },
  { method: 'PUT', path: '/admin/articles/:id', fields: { ...articleFields, version: 'id' } },
  { method: 'PUT', path: '/admin/articles/:id/autosave', fields: { fields: 'text' } },
  { method: 'POST', path: '/admin/articles/:id/publish' },
  { method: 'POST', path: '/admin/articles/:id/publish-now' },
  { method: 'POST', path: '/admin/articles/:id/unpublish' },
  { method: 'POST', path: '/admin/articles/preview', fields: { markdown: 'markdown' } },
  { method: 'GET', path: '/admin/articles/:id/revisions' },
  { method: 'GET', path: '/admin/articles/:id/revisions/:revisionId' },
  { method: 'POST', path: '/admin/articles/:id/revisions/:revisionId/restore', fields: { version: 'id' } },
  { method: 'GET', path: '/placements' },
  { method: 'GET', path: '/admin/placements/:place' },
  { method: 'PUT', path: '/admin/placements/:place', fields: { photo_ids: 'list' } },
  { method: 'GET', path: '/admin/placements/:place/draft' },
  { method: 'PUT', path: '/admin/placements/:place/draft', fields: { photo_ids: 'list' } },
  { method: 'GET', path: '/admin/placements/:place/fallback' },
  { method: 'PUT', path: '/admin/placements/:place/fallback', fields: { photo_id: 'id' } },
];

// ---- generators -----------------------------------------------------------------------------

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

interface Fixtures {
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

interface Attack {
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

const attackOn = (endpoint: Endpoint, fixtures: Fixtures): fc.Arbitrary<Attack> => {
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

// ---- the server and its database -------------------------------------------------------------

let server: TestServer;
let adminCookie: string;
let fixtures: Fixtures;
let digestQuery: ReturnType<typeof sql.raw>;
const stats = { requests: 0, rejected: 0, serverErrors: 0 };

/** One fingerprint of every row of every table of the application's schema. */
async function databaseDigest(): Promise<string> {
  const result = (await server.app.db.execute(digestQuery)) as unknown as { rows: { digest: string }[] };
  return result.rows[0]?.digest ?? '';
}

beforeAll(async () => {
  // Rate limits off: every body must reach its route's checks instead of stopping at a 429.
  server = await startTestServer({ RATE_LIMITS: 'off' });
  const admin = await addUser(server, { role: 'admin' });
  const client = await addUser(server);
  const emptyClient = await addUser(server);
  const [album] = await server.app.db
    .insert(albums)
    .values({ userId: client.id, lien: 'https://galerie.exemple.fr/a', accessCode: 'code', date: '2026' })
    .returning({ id: albums.id });
  adminCookie = await login(server, admin.email, PASSWORD);
  fixtures = {
    emails: [admin.email, client.email, emptyClient.email],
    ids: [admin.id, client.id, emptyClient.id, album?.id ?? 1],
  };
  const tables = (await server.app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts = tables.rows.map(
    ({ table_name }) =>
      `coalesce((select string_agg(t::text, '|' order by t::text) from "${table_name}" t), '')`,
  );
  expect(parts.length).toBeGreaterThanOrEqual(4);
  digestQuery = sql.raw(`select md5(${parts.join(` || '#' || `)}) as digest`);
});
afterAll(async () => {
  // The figures of the run, for the hardening note.
  console.log(
    `attaques : ${stats.requests} requêtes, ${stats.rejected} refusées, ${stats.serverErrors} réponses 5xx`,
  );
  await server.close();
});

const STACK_TRACE = /\n\s+at\s|node_modules|node:internal|\.[cm]?[jt]s:\d+|\$argon2/;

async function send(endpoint: Endpoint, attack: Attack) {
  const path = endpoint.path.replace(/:(id|slug|place)/, attack.segment);
  const cookie = endpoint.anonymous ? undefined : adminCookie;
  const response = await fetch(`${server.url}/api${path}`, {
    method: endpoint.method,
    headers: {
      ...(attack.contentType ? { 'content-type': attack.contentType } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: endpoint.method === 'GET' ? undefined : attack.body,
  });
  const text = await response.text();
  // PUT /user/me with a new password revokes the old session and opens another.
  const renewed = response.headers
    .getSetCookie()
    .find((set) => set.startsWith('lapm_session=') && !set.startsWith('lapm_session=;'));
  if (renewed && !endpoint.anonymous) adminCookie = renewed.split(';')[0] as string;
  return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
}

describe('attacks on every endpoint', () => {
  it('covers every route the API serves', () => {
    // printRoutes draws a tree: rebuild each full path from its indentation.
    const served: string[] = [];
    const stack: string[] = [];
    for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│├└─\s]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      stack.length = depth;
      stack.push(match[2] as string);
      const path = stack.join('').replace(/^\/\//, '/');
      for (const method of (match[3] as string).split(', ')) {
        if (path.startsWith('/api/') && method !== 'HEAD') served.push(`${method} ${path.slice(4)}`);
      }
    }
    const fuzzed = endpoints.map(({ method, path }) => `${method} ${path}`);
    expect(served.sort()).toEqual(fuzzed.sort());
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: never a 5xx, a stack or a change when refused`, async () => {
      let before = await databaseDigest();
      await fc.assert(
        fc.asyncProperty(attackOn(endpoint, fixtures), async (attack) => {
          const { status, text, contentType } = await send(endpoint, attack);
          stats.requests += 1;
          if (status >= 500) stats.serverErrors += 1;
          expect(status).toBeLessThan(500);
          expect(text).not.toMatch(STACK_TRACE);
          const after = await databaseDigest();
          if (status >= 400) {
            stats.rejected += 1;
            expect(contentType).toContain('application/json');
            const body = JSON.parse(text);
            expect(Object.keys(body)).toEqual(['message']);
            // French sentences from the spec or the server, never a framework's English.
            expect(body.message).toMatch(/^[A-ZÀ-Ý][^{}]*[a-zéèêàûôç.!)»]$/);
            expect(body.message).not.toMatch(/\b(the|is not|invalid|error)\b/i);
            expect(after).toBe(before);
          }
          before = after;
        }),
        { numRuns: RUNS },
      );
    });
  }
});
