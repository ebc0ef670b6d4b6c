import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { APP_START_SCRIPT_HASH } from './web/app-start';
import { remoteManifest } from './web/static';

const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Origins other than this one that the shell loads remotes from or calls the API on. */
export function foreignOrigins(config: Config): string[] {
  const { remotes, apiBaseUrl } = remoteManifest(config);
  const origins = [...Object.values(remotes), apiBaseUrl].flatMap((url) => {
    // Relative URLs (the default) are this server: 'self' covers them.
    return URL.canParse(url) ? [new URL(url).origin] : [];
  });
  return [...new Set(origins)];
}

/** The content security policy, HSTS on an https site, and the browser features the site never uses. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const foreign = foreignOrigins(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the start of a server-rendered page (web/app-start.ts), by its hash.
        scriptSrc: ["'self'", APP_START_SCRIPT_HASH, ...foreign],
        // A remote deployed elsewhere brings its screens' styles, images and fonts from its host.
        styleSrc: ["'self'", "'unsafe-inline'", ...foreign],
        imgSrc: ["'self'", 'data:', 'blob:', ...foreign],
        fontSrc: ["'self'", 'data:', ...foreign],
        connectSrc: ["'self'", ...foreign],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // Only for an https public site: on http (a local start) a browser would remember it for every port.
    strictTransportSecurity: config.httpsOnly ? { maxAge: 31536000, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    // The site uses none of these features: a script injected anyway cannot reach them either.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
