/**
 * `POST /webhooks/stripe` (ADR 0032). Its JSON body is kept as the bytes received (a parser of
 * this route's scope only), since the signature is computed over exactly those bytes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../lib/schemas/replies';
import { WebhookAckBody, WebhookHeaders } from './webhooks-schemas';

const webhooks: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  fastify.post(
    '/webhooks/stripe',
    { schema: { headers: WebhookHeaders, response: replies({ 200: WebhookAckBody }) }, config: { errorContext: 'webhook' } },
    async (request) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return fastify.stripeWebhooks.receive(payload, request.headers['stripe-signature']);
    },
  );
};

export default webhooks;
