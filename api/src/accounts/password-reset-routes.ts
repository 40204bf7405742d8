/** Password reset (spec 03 §4, §7): request a link (always 204), check it, set the new password. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiPasswordResetValidateAnswer } from '@storefront/shared/wire';
import { EmailBody, PasswordResetBody, PasswordResetValidateAnswer, PasswordResetValidateBody } from './identity-schemas';
import { sellerSlugOf } from './web-session-plugin';
import { trimBody } from './identity-routes';

const passwordReset: FastifyPluginAsyncTypebox = async (fastify) => {
  // 204 whether or not an account has the e-mail; the link is mailed after the answer.
  fastify.post(
    '/password_reset/request',
    { schema: { body: EmailBody }, preValidation: trimBody, config: { rateLimit: fastify.rateLimits.route('passwordReset') } },
    async (request, reply): Promise<void> => {
      await fastify.passwordResets.request(request.body.email, sellerSlugOf(request));
      reply.code(204);
    },
  );

  fastify.post(
    '/password_reset/validate',
    { schema: { body: PasswordResetValidateBody, response: { 200: PasswordResetValidateAnswer } }, preValidation: trimBody },
    async (request): Promise<ApiPasswordResetValidateAnswer> => fastify.passwordResets.validate(request.body.token),
  );

  fastify.post(
    '/password_reset/reset',
    { schema: { body: PasswordResetBody }, preValidation: trimBody },
    async (request, reply): Promise<void> => {
      const caller = await fastify.callers.current(request);
      await fastify.passwordResets.reset(request.body.token, request.body.password, caller?.token ?? null);
      reply.code(204);
    },
  );
};

export default passwordReset;
