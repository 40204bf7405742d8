import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiList, ApiSellerConfig } from '@storefront/shared/contract';
import { replies } from '../lib/schemas/replies';

const sellers: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/sellers', { schema: { response: replies({ 200: ApiList(ApiSellerConfig) }) } }, async () => ({
    data: await fastify.sellerService.list(),
  }));

  fastify.get(
    '/sellers/:slug',
    {
      schema: {
        params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: replies({ 200: ApiSellerConfig }),
      },
    },
    async (request) => fastify.sellerService.find(request.params.slug),
  );
};

export default sellers;
