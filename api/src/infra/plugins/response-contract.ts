/**
 * Refuses to start with a route that does not name its answers (ADR 0028): a route added
 * without `schema.response` fails every test that builds the app, not a review.
 */
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      if (!route.schema?.response) {
        throw new Error(`${String(route.method)} ${route.url} declares no response schema: name its answers with replies() (ADR 0028)`);
      }
    });
  },
  { name: 'response-contract' },
);
