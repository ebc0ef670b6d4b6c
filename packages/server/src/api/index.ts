import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { albumRoutes } from './albums/routes';
import { articleRoutes } from './articles/routes';
import { createGuard } from './auth/guard';
import { authRoutes } from './auth/routes';
import { bookingRoutes } from './bookings/routes';
import { clientRoutes } from './clients/routes';
import type { ApiContext } from './context';
import { createOriginCheck } from './csrf';
import { emailConfirmationRoutes } from './email-confirmation/routes';
import { enquiryRoutes } from './enquiries/routes';
import { galleryRoutes } from './galleries/routes';
import { invitationRoutes } from './invitations/routes';
import { jobRoutes } from './jobs/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { photoBulkRoutes } from './photos/bulk';
import { photoRoutes } from './photos/routes';
import { placementRoutes } from './placements/routes';
import { privacyRoutes } from './privacy/routes';
import { siteContentRoutes } from './site-content/routes';
import { userRoutes } from './users/routes';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The JSON API of section 7, registered under /api. */
export async function registerApi(app: FastifyInstance, context: ApiContext) {
  await app.register(
    async (api) => {
      // Bodies and params are checked with the shared zod schemas; unknown fields are dropped.
      api.setValidatorCompiler(validatorCompiler);
      // JSON only: a text/plain body is what a plain HTML form on another site can send.
      api.removeContentTypeParser('text/plain');
      api.decorateRequest('auth', null);
      const checkOrigin = createOriginCheck(context.config.siteUrl);
      const guard = createGuard(context.sessions);
      api.addHook('onRequest', async (request) => {
        checkOrigin(request);
        await guard(request);
      });
      // Whatever a write changed (a logout, a password, an account, a role), it is committed by now
      // and this instance must not serve a session from before it, not even for the next request.
      api.addHook('onSend', async (request) => {
        if (!readOnlyMethods.has(request.method)) context.sessions.forgetCached();
      });
      // Nothing personal is kept by a browser, a proxy or a CDN: an answer to a logged-in caller is
      // never stored, whatever its route said, and neither is any other answer of the API (a login
      // carries a session) unless its route chose a cache itself.
      api.addHook('onSend', async (request, reply) => {
        if (request.auth || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });

      api.get('/health', { config: { access: 'public' } }, async (_request, reply) =>
        api.startup.warming
          ? reply.code(503).send({ message: 'Le site démarre : réessayez dans un instant.' })
          : { status: 'ok' },
      );
      await api.register(authRoutes, context);
      await api.register(userRoutes, context);
      await api.register(albumRoutes, context);
      await api.register(articleRoutes, context);
      await api.register(passwordResetRoutes, context);
      await api.register(privacyRoutes, context);
      await api.register(emailConfirmationRoutes, context);
      await api.register(invitationRoutes, context);
      const photoContext = {
        db: context.db,
        storage: context.photoStorage,
        queueProcessing: context.queuePhoto,
        content: context.content,
      };
      await api.register(photoRoutes, photoContext);
      await api.register(photoBulkRoutes, photoContext);
      await api.register(placementRoutes, context);
      await api.register(galleryRoutes, context);
      await api.register(siteContentRoutes, context);
      await api.register(enquiryRoutes, context);
      await api.register(bookingRoutes, context);
      await api.register(clientRoutes, context);
      await api.register(jobRoutes);
    },
    { prefix: '/api' },
  );
}
