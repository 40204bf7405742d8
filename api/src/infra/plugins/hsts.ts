/**
 * HTTP Strict Transport Security in production (issue 30 item 1, ADR 0035): every answer, errors
 * and unknown routes included, tells the browser to use HTTPS only for two years, subdomains
 * too. Development answers over plain http on localhost and sends nothing.
 */
import fp from 'fastify-plugin';

export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export default fp<{ enabled: boolean }>(
  async (fastify, options) => {
    if (!options.enabled) return;
    fastify.addHook('onSend', async (_request, reply) => {
      reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    });
  },
  { name: 'hsts' },
);
