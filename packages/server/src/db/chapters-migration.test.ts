import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from '@rstest/core';

const folder = new URL('../../drizzle/', import.meta.url);
const statements = (file: string) =>
  readFileSync(new URL(file, folder), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

const db = new PGlite();
afterAll(async () => {
  await db.close();
});

describe('the chapters migration (0024)', () => {
  it('gives each album’s photos their places in the order their uploads finished', async () => {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    const chapters = files.find((file) => file.startsWith('0024_'));
    if (!chapters) throw new Error('no 0024 migration');
    for (const file of files.filter((name) => name < chapters)) {
      for (const statement of statements(file)) await db.exec(statement);
    }
    await db.exec(`
      insert into users (id, firstname, lastname, email, password_hash) values (1, 'Camille', 'Durand', 'c@e.fr', 'x');
      insert into albums (id, user_id, lien, access_code, date) values (1, 1, 'l', 'c1', 'd'), (2, 1, 'l', 'c2', 'd');
      insert into album_photos (id, album_id, original_name, storage_key, type, size_bytes, width, height, created_at) values
        ('00000000-0000-4000-8000-000000000003', 1, 'c.jpg', 'k', 'jpeg', 1, 1, 1, '2026-06-01T10:00:02Z'),
        ('00000000-0000-4000-8000-000000000001', 1, 'a.jpg', 'k', 'jpeg', 1, 1, 1, '2026-06-01T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 1, 'b.jpg', 'k', 'jpeg', 1, 1, 1, '2026-06-01T10:00:02Z'),
        ('00000000-0000-4000-8000-000000000009', 2, 'z.jpg', 'k', 'jpeg', 1, 1, 1, '2026-06-01T09:00:00Z');
    `);
    for (const statement of statements(chapters)) await db.exec(statement);
    const { rows } = await db.query<{
      album_id: number;
      original_name: string;
      position: number;
      chapter_id: null;
    }>('select album_id, original_name, position, chapter_id from album_photos order by album_id, position');
    // Same instant: the id decides, as the gallery's list did.
    expect(rows.map((row) => [row.album_id, row.original_name, row.position, row.chapter_id])).toEqual([
      [1, 'a.jpg', 1, null],
      [1, 'b.jpg', 2, null],
      [1, 'c.jpg', 3, null],
      [2, 'z.jpg', 1, null],
    ]);
  });
});
