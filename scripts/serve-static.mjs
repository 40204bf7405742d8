/**
 * Serves one remote's production build from its own origin, as a CDN would:
 * CORS open (the host on another origin fetches the federation files), entry files
 * revalidated on every load, content-hashed chunks cached for a year.
 *
 *   node scripts/serve-static.mjs <dist folder>   (PORT, HOST env)
 */
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '../host/server/cache-control.mjs';

/**
 * The d.mts beside this file declares it for the end-to-end tests' TypeScript.
 * @param {{ root: string, port: number, host?: string }} options
 */
export async function serveStatic({ root, port, host = '127.0.0.1' }) {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    // Set here, not in setHeaders, which @fastify/static skips for pre-compressed files.
    reply.header('Cache-Control', cacheControlFor(req.url, reply.statusCode));
  });
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    // The build writes .br and .gz beside each file; the best one the browser accepts is sent.
    preCompressed: true,
    cacheControl: false,
  });
  await app.listen({ port, host });
  return app;
}

// No top-level await: the end-to-end tests load this module through require().
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'dist';
  const port = Number(process.env.PORT ?? 3001);
  serveStatic({ root, port, host: process.env.HOST ?? '127.0.0.1' }).then(
    () => console.log(`Serving ${root} at http://127.0.0.1:${port}/`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
