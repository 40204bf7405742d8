/** `GET feature_flags?tenant={seller id}&device_id={id}` (spec 03 §7 feature-flag service, fetched at start). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiFeatureFlags } from '@storefront/shared/contract';
import { FeatureFlagsQuery } from '../accounts/users-schemas';
import { replies } from '../lib/schemas/replies';

const featureFlags: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/feature_flags',
    {
      schema: { querystring: FeatureFlagsQuery, response: replies({ 200: ApiFeatureFlags }) },
      config: { errorContext: 'feature_flags' },
    },
    async (request, reply) => {
      const flags = await fastify.featureFlagService.forDevice(request.query.tenant, request.query.device_id);
      // Per device (the address names it), so only the browser keeps it; a minute's staleness is fine for flags.
      reply.header('cache-control', 'private, max-age=60');
      return flags;
    },
  );
};

export default featureFlags;
