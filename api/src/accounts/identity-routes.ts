import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiIdentityCreated,
  ApiIdentityInput,
  ApiLoginBody,
  ApiOtpRequestAnswer,
  ApiOtpRequestBody,
  ApiUser,
} from '@storefront/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../rate-limits/rate-limits-plugin';
import { sellerSlugOf } from './web-session-plugin';
import { trimmedBody } from './identity-schemas';
import { RequestGuardError } from '../lib/errors';
import { NoBody, replies } from '../lib/schemas/replies';

/** A 429 of the failed-login backoff or the per-e-mail caps says when to come back, as the rate limits' do. */
export function sendRetryAfter(reply: FastifyReply, error: unknown): void {
  const retryAfter = error instanceof RequestGuardError ? error.extra.retry_after_seconds : undefined;
  if (typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
}

/** Login fields are trimmed before they are checked (spec 03 §5); passwords are kept as typed. */
export async function trimBody(request: FastifyRequest): Promise<void> {
  request.body = trimmedBody(request.body);
}

const identity: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/identity',
    { schema: { body: ApiIdentityInput, response: replies({ 200: ApiIdentityCreated }) }, config: { rateLimit: fastify.rateLimits.route('identity') } },
    async (request) => {
      const caller = await fastify.callers.ensure(request);
      return fastify.identityService.createGuest(request.body, caller.publicIdentityId);
    },
  );

  // A new session token at sign-in (no fixation); the visitor's public identity and carts stay.
  fastify.post(
    '/login',
    {
      schema: { body: ApiLoginBody, response: replies({ 200: ApiUser }) },
      preValidation: trimBody,
      config: { rateLimit: fastify.rateLimits.route('login') },
    },
    async (request, reply) => {
      const current = await fastify.callers.current(request);
      try {
        const context = { address: clientAddress(request), sellerSlug: sellerSlugOf(request) };
        const { user, session } = await fastify.accountService.login(current, request.body, context);
        await fastify.callers.issue(request, reply, session);
        return user;
      } catch (error) {
        sendRetryAfter(reply, error);
        throw error;
      }
    },
  );

  // The same answer for any e-mail; the code is mailed after the answer (spec 03 §4 OTP).
  fastify.post(
    '/login/request_otp',
    {
      schema: { body: ApiOtpRequestBody, response: replies({ 200: ApiOtpRequestAnswer }) },
      preValidation: trimBody,
      config: { rateLimit: fastify.rateLimits.route('otpRequest') },
    },
    async (request, reply) => {
      try {
        const { answer } = await fastify.oneTimeCodes.request(request.body.email, request.body.state ?? sellerSlugOf(request));
        return answer;
      } catch (error) {
        sendRetryAfter(reply, error);
        throw error;
      }
    },
  );

  fastify.get('/my/user', { schema: { response: replies({ 200: ApiUser }) } }, async (request) => {
    return fastify.accountService.currentUser(await fastify.callers.current(request), sellerSlugOf(request));
  });

  fastify.post('/logout', { schema: { response: replies({ 204: NoBody }) } }, async (request, reply) => {
    await fastify.accountService.logout(await fastify.callers.current(request));
    await fastify.callers.clear(request, reply);
    reply.code(204);
  });
};

export default identity;
