/** `POST forgot_membership` (spec 03 §7): 204 whatever the e-mail; the member IDs are mailed when it has an account with memberships. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiForgotMembershipBody } from '@storefront/shared/contract';
import { NoBody, replies } from '../lib/schemas/replies';

const forgotMembership: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/forgot_membership',
    {
      schema: { body: ApiForgotMembershipBody, response: replies({ 204: NoBody }) },
      config: { rateLimit: fastify.rateLimits.route('forgotMembership'), errorContext: 'membership' },
    },
    async (request, reply) => {
      await fastify.forgotMembership.request(request.body.email);
      reply.code(204);
    },
  );
};

export default forgotMembership;
