/** The periodic cleanup (`accounts/cleanup.ts`): started when the app is ready, stopped before it closes. */
import fp from 'fastify-plugin';
import { Cleaner } from './cleanup';

declare module 'fastify' {
  interface FastifyInstance {
    cleaner: Cleaner;
  }
}

/** `intervalMs`: how often (0: never; tests call `cleaner.runOnce`). */
export const sessionCleanupPlugin = fp<{ intervalMs: number }>(
  async (fastify, options) => {
    const cleaner = new Cleaner(fastify.db, fastify.clock, fastify.webSessions.lifetime, fastify.log);
    fastify.decorate('cleaner', cleaner);
    fastify.addHook('onReady', async () => {
      cleaner.start(options.intervalMs);
    });
    fastify.addHook('preClose', async () => {
      await cleaner.stop();
    });
  },
  { name: 'session-cleanup', dependencies: ['database', 'clock', 'web-session'] },
);
