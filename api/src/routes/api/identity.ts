import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiList, ApiTicketOrder, ApiUser } from '@storefront/shared/wire';
import { splitList } from '../../schemas/common';
import { IdentityBody, LoginBody, TicketOrderQuery } from '../../schemas/identity';

const identity: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/identity', { schema: { body: IdentityBody } }, async (request, reply): Promise<{ id: string }> => {
    await fastify.callers.ensure(request, reply);
    return fastify.identityService.createGuest(request.body);
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

  fastify.get(
    '/ticket_order',
    { schema: { querystring: TicketOrderQuery } },
    async (request): Promise<ApiList<ApiTicketOrder>> => ({
      data: await fastify.orderService.listOwn(
        await fastify.callers.current(request),
        splitList(request.query['id._in']) ?? [],
      ),
    }),
  );
};

export default identity;
