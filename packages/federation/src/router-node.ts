/**
 * The router the apps' Node builds share (config.ts): router.ts, plus what the shell's server
 * render uses of the data routers (docs/decisions/0026). It must come through the shared module:
 * the server loads the shell's and the remotes' Node builds, the first one loaded provides the
 * router, and a static router from another copy would hold contexts the shared hooks never read.
 * The browser builds share router.ts alone: these exports never reach a browser.
 */

export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
export * from './router';
