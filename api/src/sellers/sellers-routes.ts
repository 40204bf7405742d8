import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiList, ApiSellerConfig } from '@storefront/shared/wire';

const sellers: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/sellers', async (): Promise<ApiList<ApiSellerConfig>> => ({
    data: await fastify.sellerService.list(),
  }));

  fastify.get(
    '/sellers/:slug',
    { schema: { params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) }) } },
    async (request): Promise<ApiSellerConfig> => fastify.sellerService.find(request.params.slug),
  );
};

export default sellers;
