/** Password reset (spec 03 §4, §7): request a link (always 204), check it, set the new password. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiEmailBody,
  ApiPasswordResetBody,
  ApiPasswordResetValidateAnswer,
  ApiPasswordResetValidateBody,
} from '@storefront/shared/contract';
import { NoBody, replies } from '../lib/schemas/replies';
import { sellerSlugOf } from './web-session-plugin';
import { trimBody } from './identity-routes';

const passwordReset: FastifyPluginAsyncTypebox = async (fastify) => {
  // 204 whether or not an account has the e-mail; the link is mailed after the answer.
  fastify.post(
    '/password_reset/request',
    {
      schema: { body: ApiEmailBody, response: replies({ 204: NoBody }) },
      preValidation: trimBody,
      config: { rateLimit: fastify.rateLimits.route('passwordReset') },
    },
    async (request, reply) => {
      await fastify.passwordResets.request(request.body.email, sellerSlugOf(request));
      reply.code(204);
    },
  );

  fastify.post(
    '/password_reset/validate',
    { schema: { body: ApiPasswordResetValidateBody, response: replies({ 200: ApiPasswordResetValidateAnswer }) }, preValidation: trimBody },
    async (request) => fastify.passwordResets.validate(request.body.token),
  );

  fastify.post(
    '/password_reset/reset',
    { schema: { body: ApiPasswordResetBody, response: replies({ 204: NoBody }) }, preValidation: trimBody },
    async (request, reply) => {
      const caller = await fastify.callers.current(request);
      await fastify.passwordResets.reset(request.body.token, request.body.password, caller?.token ?? null);
      reply.code(204);
    },
  );
};

export default passwordReset;
