/**
 * Graceful shutdown (ADR 0010): once `close()` has begun, every answer still to be sent says
 * `Connection: close`, so keep-alive clients (the storefront's proxy, browsers) let go of
 * their connection and the server finishes closing instead of waiting for them to time out.
 */
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    let closing = false;
    fastify.addHook('preClose', async () => {
      closing = true;
    });
    fastify.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('Connection', 'close');
    });
  },
  { name: 'draining' },
);
