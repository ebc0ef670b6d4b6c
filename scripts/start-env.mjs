// What `pnpm start` adds to the server's environment (scripts/start.mjs). Kept apart so that a test
// can start the real server with exactly what the script gives it.

/**
 * The plain `pnpm start` of the README is a local try-out: React's production build (~10× faster
 * to render than its development one) and demo accounts on an empty database, unless DEMO_DATA=0.
 * Many hosts start a Node site with `npm start` and NODE_ENV=production in its environment: then
 * the script adds nothing, and the server creates no account with a password the README publishes
 * unless DEMO_DATA=1 is set explicitly.
 */
export function startEnvironment(environment) {
  if (environment.NODE_ENV !== undefined) {
    return environment.DEMO_DATA === undefined ? {} : { DEMO_DATA: environment.DEMO_DATA };
  }
  return { NODE_ENV: 'production', DEMO_DATA: environment.DEMO_DATA ?? '1' };
}
