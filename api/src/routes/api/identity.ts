import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiUser } from '@storefront/shared/wire';
import { IdentityBody, LoginBody } from '../../schemas/identity';

const identity: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/identity', { schema: { body: IdentityBody } }, async (request, reply): Promise<{ id: string }> => {
    const caller = await fastify.callers.ensure(request, reply);
    return fastify.identityService.createGuest(request.body, caller.publicIdentityId);
  });

  fastify.post('/login', { schema: { body: LoginBody } }, async (request, reply): Promise<ApiUser> => {
    const caller = await fastify.callers.ensure(request, reply);
    return fastify.accountService.login(caller, request.body);
  });

  fastify.get('/my/user', async (request): Promise<ApiUser> => {
    return fastify.accountService.currentUser(await fastify.callers.current(request));
  });

  fastify.post('/logout', async (request, reply): Promise<void> => {
    await fastify.accountService.logout(await fastify.callers.current(request));
    reply.code(204);
  });
};

export default identity;
