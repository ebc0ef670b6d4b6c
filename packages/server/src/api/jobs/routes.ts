import type { FastifyPluginAsync } from 'fastify';

/** The failed jobs the admin can read, newest first: enough to see what failed and why. */
const FAILED_JOBS_SHOWN = 100;

/** Read-only: the background jobs that failed after their retries (pg-boss keeps them). */
export const jobRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/jobs/failed', { config: { access: 'admin' } }, async () => ({
    jobs: await app.jobs.failed(FAILED_JOBS_SHOWN),
  }));
};
