import { sql } from 'drizzle-orm';
import { BackupError } from './backup-format';
import type { Database } from './database';
import { parentsFirst } from './table-order';

/**
 * Every row of every table as JSON, through SQL alone: the one way to read a PGlite database (the
 * PGlite conversion), and the backup format of earlier versions, still restored. The same code
 * serves PGlite and PostgreSQL. Backups are tar archives now (see backup.ts).
 */
export interface Backup {
  format: 'lapm-backup';
  version: 1;
  createdAt: string;
  /** Tables in an order where each comes after those it references. */
  tables: { name: string; rows: Record<string, unknown>[] }[];
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The schema's tables, parents before children (foreign keys), so inserts never miss a parent. */
async function tablesInOrder(db: Database): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c where c.contype = 'f' and not c.condeferrable
          and c.connamespace = current_schema()::regnamespace`,
  );
  const unquote = (name: string) => name.replace(/^.*\./, '').replace(/"/g, '');
  return parentsFirst(
    tables.map((table) => table.name),
    references.map(({ child, parent }) => ({ child: unquote(child), parent: unquote(parent) })),
  );
}

export async function backupDatabase(db: Database): Promise<Backup> {
  return db.transaction(
    async (tx) => {
      const tables = [];
      for (const name of await tablesInOrder(tx)) {
        // to_jsonb keeps every column type faithful (timestamps with their zone, nulls).
        const rows = await rowsOf<{ row: Record<string, unknown> }>(
          tx,
          sql`select to_jsonb(t) as row from ${sql.identifier(name)} t order by 1`,
        );
        tables.push({ name, rows: rows.map(({ row }) => row) });
      }
      return { format: 'lapm-backup', version: 1, createdAt: new Date().toISOString(), tables } as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Replaces every row with the backup's, in one transaction: either the whole backup is in place,
 * or (any error) the database is left as it was. Sequences continue after the restored ids.
 */
export async function restoreDatabase(db: Database, backup: Backup): Promise<{ rows: number }> {
  if (backup?.format !== 'lapm-backup' || backup.version !== 1 || !Array.isArray(backup.tables)) {
    throw new BackupError("Ce fichier n'est pas une sauvegarde du site (format inconnu).");
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`set constraints all deferred`);
    const current = await tablesInOrder(tx);
    const unknown = backup.tables.map((t) => t.name).filter((name) => !current.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(`Tables inconnues dans la sauvegarde : ${unknown.join(', ')}.`);
    }
    await tx.execute(sql.raw(`truncate ${current.map((name) => `"${name}"`).join(', ')} restart identity`));
    let restored = 0;
    // Parents first: the order of the current schema, whatever the file says.
    for (const name of current) {
      const rows = backup.tables.find((t) => t.name === name)?.rows ?? [];
      if (rows.length === 0) continue;
      const table = sql.identifier(name);
      await tx.execute(
        sql`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)`,
      );
      restored += rows.length;
    }
    // A serial column's next value must come after the highest restored id.
    const serials = await rowsOf<{ table_name: string; column_name: string }>(
      tx,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and column_default like 'nextval(%'`,
    );
    for (const { table_name, column_name } of serials) {
      const table = sql.identifier(table_name);
      const column = sql.identifier(column_name);
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`"${table_name}"`}, ${column_name}),
                          coalesce(max(${column}), 0) + 1, false) from ${table}`,
      );
    }
    return { rows: restored };
  });
}
