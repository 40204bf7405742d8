import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiUser } from '@storefront/shared/wire';
import { clientAddress } from '../../plugins/app/rate-limits';
import { IdentityBody, LoginBody } from '../../schemas/identity';
import { RequestGuardError } from '../../services/errors';

const identity: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/identity',
    { schema: { body: IdentityBody }, config: { rateLimit: fastify.rateLimits.route('identity') } },
    async (request): Promise<{ id: string }> => {
      const caller = await fastify.callers.ensure(request);
      return fastify.identityService.createGuest(request.body, caller.publicIdentityId);
    },
  );

  // A new session token at sign-in (no fixation); the visitor's public identity and carts stay.
  fastify.post(
    '/login',
    { schema: { body: LoginBody }, config: { rateLimit: fastify.rateLimits.route('login') } },
    async (request, reply): Promise<ApiUser> => {
      const current = await fastify.callers.current(request);
      try {
        const { user, session } = await fastify.accountService.login(current, request.body, clientAddress(request));
        await fastify.callers.issue(request, reply, session);
        return user;
      } catch (error) {
        // The failed-login backoff's 429 says when to come back, as the rate limits' do.
        const retryAfter = error instanceof RequestGuardError ? error.extra.retry_after_seconds : undefined;
        if (typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
        throw error;
      }
    },
  );

  fastify.get('/my/user', async (request): Promise<ApiUser> => {
    return fastify.accountService.currentUser(await fastify.callers.current(request));
  });

  fastify.post('/logout', async (request, reply): Promise<void> => {
    await fastify.accountService.logout(await fastify.callers.current(request));
    await fastify.callers.clear(request, reply);
    reply.code(204);
  });
};

export default identity;
