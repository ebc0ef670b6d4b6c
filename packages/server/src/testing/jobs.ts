import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { jobsSchema } from '../jobs/engine';
import { MAIL_QUEUE } from '../mail/mail-job';

/** The jobs of the mail queue about an album, as pg-boss holds them, oldest first. */
export async function albumMailJobs(server: { app: FastifyInstance; config: Config }, albumId: number) {
  const table = sql.identifier(jobsSchema(server.config.databaseSchema));
  const result = (await server.app.db.execute(sql`
    select data->'album'->>'kind' as kind, state, retry_count as retries from ${table}.job
    where name = ${MAIL_QUEUE} and (data->'album'->>'albumId')::int = ${albumId}
    order by created_on`)) as { rows: { kind: string; state: string; retries: number }[] };
  return result.rows;
}
