/**
 * Headers on every answer, errors and unknown routes included. Always: `nosniff` (a JSON or text
 * answer is never run as a script or style) and the referrer policy the storefront's pages use
 * (issue 31: answers reached through the storefront's `/api` keep the API's headers). In
 * production, HTTP Strict Transport Security (issue 30 item 1, ADR 0035): HTTPS only for two years,
 * subdomains too; development answers over plain http on localhost and sends none.
 */
import fp from 'fastify-plugin';

export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export default fp<{ hsts: boolean }>(
  async (fastify, options) => {
    fastify.addHook('onSend', async (_request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', REFERRER_POLICY);
      if (options.hsts) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    });
  },
  { name: 'security-headers' },
);
