/**
 * Member accounts (spec 03 §7). `GET my/user` is with login in `identity.ts`.
 * - `POST user`: a new account, signed in (201).
 * - `PUT my/user`: the same for a visitor (201); the caller's own account replaced when signed in (200).
 * - `PATCH my/user/{id}`: the caller's e-mail or State.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiUser, ApiUserInput, ApiUserPatch, IdParams } from '@storefront/shared/contract';
import { replies } from '../lib/schemas/replies';
import type { Caller } from './web-session';
import { sellerSlugOf } from './web-session-plugin';

const users: FastifyPluginAsyncTypebox = async (fastify) => {
  const account = { rateLimit: fastify.rateLimits.route('account'), errorContext: 'user' };

  /** Creates the account and sends its new session's cookie, as login does. */
  async function register(request: FastifyRequest, reply: FastifyReply, caller: Caller | null, input: ApiUserInput): Promise<ApiUser> {
    const { user, session } = await fastify.userService.register(caller, input);
    await fastify.callers.issue(request, reply, session);
    reply.code(201);
    return user;
  }

  fastify.post('/user', { schema: { body: ApiUserInput, response: replies({ 201: ApiUser }) }, config: account }, async (request, reply) =>
    register(request, reply, await fastify.callers.current(request), request.body),
  );

  fastify.put(
    '/my/user',
    { schema: { body: ApiUserInput, response: replies({ 200: ApiUser, 201: ApiUser }) }, config: account },
    async (request, reply) => {
      const caller = await fastify.callers.current(request);
      if (!caller?.userId) return register(request, reply, caller, request.body);
      return fastify.userService.replace(caller, request.body, sellerSlugOf(request));
    },
  );

  fastify.patch(
    '/my/user/:id',
    { schema: { params: IdParams, body: ApiUserPatch, response: replies({ 200: ApiUser }) }, config: account },
    async (request) =>
      fastify.userService.patch(await fastify.callers.current(request), request.params.id, request.body, sellerSlugOf(request)),
  );
};

export default users;
