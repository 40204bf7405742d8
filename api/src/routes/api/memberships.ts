import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../schemas/common';

/** A member's own membership (spec 03 §7): its card's QR code. Buying, renewing and gifting come with issue 13. */
const memberships: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/membership/:id/qrcode', { schema: { params: IdParams } }, async (request, reply) => {
    const png = await fastify.membershipService.qrCode(await fastify.callers.current(request), request.params.id);
    return reply.header('cache-control', 'private, max-age=3600').type('image/png').send(png);
  });
};

export default memberships;
