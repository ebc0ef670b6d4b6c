import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { ANY_CONTENT, type ContentChanges, createContentChanges } from '../content/page-data';
import type { DatabaseHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where writes announce a change of content, and the rendered pages hear it. */
    contentChanges: ContentChanges;
  }
}

/** The PostgreSQL channel every instance of the site listens on (docs/decisions/0008). */
export const CONTENT_CHANNEL = 'lapm_content_changed';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

interface ChangeMessage {
  /** The instance that wrote: it dropped its own pages already, and ignores its own message. */
  from: string;
  /** DATABASE_SCHEMA: sites sharing a database each hear their own changes only. */
  schema: string | null;
  tag: string;
}

export interface SharedContentChanges extends ContentChanges {
  /** Stops listening (server close): the connection is ended, no retry is left pending. */
  close(): Promise<void>;
}

/** The tag a notification carries, when another instance of this site sent it. */
function tagOf(payload: string | undefined, instance: string, schema: string | null): string | undefined {
  let message: Partial<ChangeMessage> | null;
  try {
    message = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  if (message.from === instance || message.schema !== schema || typeof message.tag !== 'string')
    return undefined;
  return message.tag;
}

/**
 * A connection of its own LISTENing on the channel, `onLost` told once when it errs or ends;
 * undefined when the app closed meanwhile (the connection is then ended at once).
 */
async function listeningClient(
  database: DatabaseHandle,
  hear: (payload: string | undefined) => void,
  isClosing: () => boolean,
  onLost: (client: pg.Client, error?: Error) => void,
): Promise<pg.Client | undefined> {
  const next = await database.connect();
  let lost = false;
  const lose = (error?: Error) => {
    if (lost) return;
    lost = true;
    onLost(next, error);
  };
  next.on('error', lose);
  next.on('end', () => lose());
  next.on('notification', (notification) => {
    if (notification.channel === CONTENT_CHANNEL) hear(notification.payload);
  });
  try {
    await next.query(`listen ${CONTENT_CHANNEL}`);
  } catch (error) {
    lost = true;
    await next.end().catch(() => {});
    throw error;
  }
  if (isClosing()) {
    lost = true;
    await next.end();
    return undefined;
  }
  return next;
}

/**
 * Keeps a listening connection: one lost or refused is tried again with a growing delay, and
 * `onResumed` is called once it listens again (what was sent meanwhile was not heard).
 */
function keptListener(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  hear: (payload: string | undefined) => void,
  onResumed: () => void,
) {
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closing = false;

  const onLost = (next: pg.Client, error?: Error) => {
    if (client === next) client = undefined;
    next.end().catch(() => {});
    if (closing) return;
    log.warn(
      { event: 'content_changes_listener_lost', err: error },
      'écoute des changements de contenu interrompue',
    );
    scheduleRetry();
  };
  const connect = async () => {
    const next = await listeningClient(database, hear, () => closing, onLost);
    if (next) client = next;
  };
  const attempt = async (missedChanges: boolean) => {
    try {
      connecting = connect();
      await connecting;
      failures = 0;
      // Changes written while nobody listened here were not heard.
      if (missedChanges && !closing) onResumed();
    } catch (error) {
      if (closing) return;
      log.warn(
        { event: 'content_changes_listener_failed', err: error },
        'écoute des changements de contenu impossible pour l’instant',
      );
      scheduleRetry();
    } finally {
      connecting = undefined;
    }
  };
  function scheduleRetry() {
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void attempt(true);
    }, delay);
  }

  return {
    start: () => attempt(false),
    async close() {
      closing = true;
      clearTimeout(retry);
      await connecting?.catch(() => {});
      await client?.end();
    },
  };
}

/**
 * The content changes of every instance on the database: a write drops this instance's pages at
 * once and sends the tag by NOTIFY, after its commit (writes call `changed` once their transaction
 * ended); each instance LISTENs on a connection of its own and drops the pages that read it.
 * Notifications sent while that connection is down are lost: when it is back, every page that read
 * content is dropped.
 */
export async function shareContentChanges(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<SharedContentChanges> {
  const local = createContentChanges();
  // One per app, not per process: tests run several instances in one process.
  const instance = randomUUID();
  const schema = database.schema ?? null;
  const listener = keptListener(
    database,
    log,
    (payload) => {
      const tag = tagOf(payload, instance, schema);
      if (tag !== undefined) local.changed(tag);
    },
    () => local.changed(ANY_CONTENT),
  );
  await listener.start();

  return {
    changed(tag) {
      local.changed(tag);
      const message: ChangeMessage = { from: instance, schema, tag };
      // The write is committed: a failed notification leaves the other instances' pages stale
      // until their next change, it does not fail the write.
      database.db
        .execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify(message)})`)
        .catch((error: unknown) =>
          log.error(
            { event: 'content_change_not_sent', tag, err: error },
            'changement de contenu non transmis aux autres instances',
          ),
        );
    },
    onChange: local.onChange,
    close: listener.close,
  };
}

/**
 * The content changes of the app, ready when registered (the API and the pages take them then).
 * Only a database other instances can reach (DATABASE_URL) carries changes between them: the
 * embedded one belongs to this server alone, and listening would cost a database process. The
 * listener stops when the app closes.
 */
export const contentChangesJob = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    if (database.driver !== 'postgres') {
      app.decorate('contentChanges', createContentChanges());
      return;
    }
    const shared = await shareContentChanges(database, app.log);
    app.addHook('onClose', () => shared.close());
    app.decorate('contentChanges', shared);
  },
  { name: 'content-changes' },
);
