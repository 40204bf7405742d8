/** The clock every service reads; tests inject their own to move time. */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => Date;
  }
}

export default fp<{ now?: () => Date }>(
  async (fastify, options) => {
    fastify.decorate('clock', options.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
