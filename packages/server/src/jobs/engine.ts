import { EventEmitter, once } from 'node:events';
import { STUDIO_TIME_ZONE } from '@lapm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Job, PgBoss, type Queue, type SendOptions, type WorkOptions } from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/database';

/**
 * One background job: its queue (retries, back-off, expiry, policy), its handler, and a cron
 * schedule when it runs on the clock rather than on demand. Each lives next to its feature.
 */
export interface JobDefinition<Data extends object = object> {
  queue: string;
  options?: Omit<Queue, 'name'>;
  work?: WorkOptions;
  /**
   * A cron expression in the studio's time zone: pg-boss sends one job per slot, whatever the
   * number of instances. Such a queue is best `exclusive`: a run that outlasts its slot is not doubled.
   */
  cron?: string;
  /**
   * Work redone from the start at no loss (a photo's encode): a stopping app aborts its signal at
   * once and hands it back for a retry, instead of waiting for it.
   */
  interruptible?: boolean;
  handle(job: Job<Data>): Promise<void>;
  /** Runs once the engine has started, on every instance: queues rows that wait without a job. */
  recover?(engine: JobEngine): Promise<void>;
  /** What the admin's list of failed jobs shows of a job's data; all of it when absent. */
  listed?(data: Data): unknown;
}

/**
 * pg-boss writing through a transaction of the site's database: a job sent with it exists once
 * the change it follows is committed, and never without it.
 */
export const inTransaction = (tx: Database): NonNullable<SendOptions['db']> => ({
  async executeSql(text: string, values: unknown[] = []) {
    const chunks: SQL[] = text
      .split(/\$(\d+)/)
      .map((part, i) => (i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part)));
    // The site's database is node-postgres: its result has the rows pg-boss reads.
    const result = (await tx.execute(sql.join(chunks))) as { rows: unknown[] };
    return { rows: result.rows };
  },
});

export interface JobEngine {
  define<Data extends object>(definition: JobDefinition<Data>): void;
  send<Data extends object>(queue: string, data: Data, options?: SendOptions): Promise<string | null>;
  /**
   * Resolves once the queue holds no job ready to run nor running, on any instance (a retry
   * waiting for its delay does not count). Tests and the bench wait on it, not on a clock.
   */
  drained(queue: string): Promise<void>;
  /** The failed jobs of every queue, newest first: what the admin reads. */
  failed(limit: number): Promise<FailedJob[]>;
}

export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  /** The error's message, without its stack. */
  error: string | null;
  retries: number;
  createdOn: Date;
  failedOn: Date | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine (pg-boss on the site's database), from the moment the app is ready until it closes. */
    jobs: JobEngine;
  }
}

interface Options {
  database: DatabaseHandle;
  /** How often expired jobs of dead instances are retried, and the engine's upkeep runs. */
  superviseSeconds: number;
}

/** Where pg-boss keeps its tables: beside the site's schema, never in it (backups copy that one alone). */
export const jobsSchema = (siteSchema: string | undefined) => (siteSchema ? `${siteSchema}_jobs` : 'pgboss');

/** A stopped app waits this long for the jobs under way; longer ones are failed, then retried elsewhere. */
const STOP_GRACE_MS = 5_000;
/** How often, at most, an idle worker asks for work when the LISTEN connection is down. */
const POLL_SECONDS = 10;
/** How often the worker of a clock's job asks for work while NOTIFY works: a backstop only. */
const CRON_BACKSTOP_SECONDS = 600;
/** How often `drained` looks again when the last job ran on another instance. */
const DRAIN_RECHECK_MS = 200;

/** pg-boss on the site's database, its own schema beside the site's. */
function createBoss(database: DatabaseHandle, superviseSeconds: number) {
  return new PgBoss({
    connectionString: database.url,
    schema: jobsSchema(database.schema),
    application_name: 'lapm-jobs',
    max: 3,
    // New jobs wake the workers of every instance at once; polling is only the backstop.
    useListenNotify: true,
    superviseIntervalSeconds: superviseSeconds,
    // Also the pace of expiry: a job whose instance died is retried at the next monitor pass.
    monitorIntervalSeconds: superviseSeconds,
    // An idle site stays quiet: crons are hourly at most (a slot may fire 45 s late), no flows
    // nor instance registry are used, and the LISTEN connection also has TCP keepalive.
    cronWorkerIntervalSeconds: 45,
    cronMonitorIntervalSeconds: 45,
    flowIntervalSeconds: 600,
    bamIntervalSeconds: 600,
    registerInstance: false,
    notifyHeartbeatIntervalMs: 60_000,
    openTelemetry: { enabled: false },
  });
}

/** The failed jobs of every queue, newest first, each one's data as its definition lists it. */
function failedJobs(boss: PgBoss, schema: string, definitions: readonly JobDefinition<never>[]) {
  return async (limit: number): Promise<FailedJob[]> => {
    const rows = await boss.getDb().executeSql(
      `select id, name, data, output, retry_count, created_on, completed_on
           from ${schema}.job where state = 'failed'
           order by completed_on desc nulls last limit $1`,
      [limit],
    );
    const listed = (queue: string, data: never) => {
      const definition = definitions.find((d) => d.queue === queue);
      return definition?.listed ? definition.listed(data) : data;
    };
    return rows.rows.map((row: Record<string, unknown>) => ({
      id: row.id as string,
      queue: row.name as string,
      data: listed(row.name as string, row.data as never),
      error: (row.output as { message?: string } | null)?.message ?? null,
      retries: row.retry_count as number,
      createdOn: row.created_on as Date,
      failedOn: row.completed_on as Date | null,
    }));
  };
}

/** A queue made (or brought up to date), scheduled when it runs on the clock, and its worker started. */
async function startQueue(
  app: FastifyInstance,
  boss: PgBoss,
  definition: JobDefinition<never>,
  {
    superviseSeconds,
    settled,
    stopping,
  }: { superviseSeconds: number; settled: EventEmitter; stopping: AbortSignal },
) {
  const { queue, options = {} } = definition;
  await boss.createQueue(queue, { notify: true, ...options });
  // A deploy that changes a queue's retries or expiry applies them to a queue made earlier.
  const { policy: _policy, partition: _partition, ...changeable } = options;
  await boss.updateQueue(queue, changeable);
  if (definition.cron) await boss.schedule(queue, definition.cron, {}, { tz: STUDIO_TIME_ZONE });
  const worker = await boss.work<never>(
    queue,
    {
      pollingIntervalSeconds: Math.min(POLL_SECONDS, superviseSeconds),
      // New jobs wake the workers; what becomes runnable without a word (a retry after its
      // delay, the expired job of a dead instance) is found at this pace. A clock's job that
      // is never retried only ever arrives with a NOTIFY: its idle worker barely asks.
      notifyPollingIntervalSeconds:
        definition.cron && options.retryLimit === 0 ? CRON_BACKSTOP_SECONDS : superviseSeconds,
      ...definition.work,
    },
    async ([job]) => {
      try {
        if (job)
          await definition.handle(
            definition.interruptible ? { ...job, signal: AbortSignal.any([job.signal, stopping]) } : job,
          );
      } catch (error) {
        // pg-boss retries it, or keeps it failed: the admin's list of failed jobs shows it.
        app.log.warn(
          { err: error, event: 'job_failed', queue, jobId: job?.id, retries: job?.retryCount },
          'échec d’une tâche de fond',
        );
        throw error;
      } finally {
        // A worker that just ran a job asks again at once: jobs queued meanwhile do not wait a poll.
        boss.notifyWorker(worker);
        settled.emit(queue);
      }
    },
  );
}

/**
 * pg-boss on the site's PostgreSQL (embedded or external): every instance works the same queues,
 * each job claimed by one of them, retried with back-off when it throws, expired and retried when
 * its instance died, and kept once failed. Started once every route is in place, stopped when the
 * app closes, before the database.
 */
export const jobEngine = fp<Options>(
  async (app, { database, superviseSeconds }) => {
    const boss = createBoss(database, superviseSeconds);
    boss.on('error', (error: unknown) =>
      app.log.error({ err: error, event: 'jobs_error' }, 'erreur du moteur de tâches'),
    );
    const definitions: JobDefinition<never>[] = [];
    const settled = new EventEmitter();
    settled.setMaxListeners(0);
    const stopping = new AbortController();
    let started = false;

    const schema = jobsSchema(database.schema);
    async function pending(queue: string) {
      const { rows } = await boss.getDb().executeSql(
        `select exists (select 1 from ${schema}.job where name = $1 and (state in ('created', 'active')
           or (state = 'retry' and start_after <= now()))) as pending`,
        [queue],
      );
      return (rows[0] as { pending: boolean }).pending;
    }

    const engine: JobEngine = {
      define(definition) {
        if (started) throw new Error(`job ${definition.queue} defined after the engine started`);
        definitions.push(definition as JobDefinition<never>);
      },
      send: (queue, data, options) => boss.send(queue, data, options),
      async drained(queue) {
        while (await pending(queue)) {
          const signal = AbortSignal.timeout(DRAIN_RECHECK_MS);
          await once(settled, queue, { signal }).catch(() => undefined);
        }
      },
      failed: failedJobs(boss, schema, definitions),
    };
    app.decorate('jobs', engine);

    app.addHook('onReady', async () => {
      started = true;
      await boss.start();
      for (const definition of definitions)
        await startQueue(app, boss, definition, { superviseSeconds, settled, stopping: stopping.signal });
      for (const definition of definitions) await definition.recover?.(engine);
    });
    app.addHook('onClose', async () => {
      stopping.abort();
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
    });
  },
  { name: 'job-engine' },
);
