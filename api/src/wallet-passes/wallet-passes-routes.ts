/**
 * Wallet passes (spec 02 §7): `GET ticket/{id}/walletprecheck`, the Apple Wallet pass at
 * `ticket/{id}/pkpass` and the Google Wallet save link at `ticket/{id}/gwpass`. Each pass is
 * signed per request, so all three are rate limited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { ApiWalletPrecheck } from '@storefront/shared/contract';
import { NoBody, RawBody, replies } from '../lib/schemas/replies';
import { NoQuery, TicketIdParams } from './wallet-passes-schemas';
import { PKPASS_CONTENT_TYPE } from './apple-pass';
import type { WalletPassesOptions } from './config';
import { walletSigners, WalletPassService } from './wallet-pass-service';

export interface WalletPassRoutesOptions {
  wallets: WalletPassesOptions;
  /** The storefront's address; its origin is the one Google lets offer the save link. */
  storefrontUrl: string;
}

const walletPasses: FastifyPluginAsyncTypebox<WalletPassRoutesOptions> = async (fastify, options) => {
  const signers = walletSigners(options.wallets);
  if (signers.sandboxed.length > 0) {
    fastify.log.warn({ wallets: signers.sandboxed }, 'wallet passes are sandbox-signed: no configuration for these wallets');
  }
  const service = new WalletPassService(fastify.db, fastify.clock, signers, new URL(options.storefrontUrl).origin);
  const routeOptions = <Answers extends Record<number, TSchema>>(answers: Answers) => ({
    schema: { params: TicketIdParams, querystring: NoQuery, response: replies(answers) },
    config: { rateLimit: fastify.rateLimits.route('walletPasses') },
  });

  fastify.get('/ticket/:id/walletprecheck', routeOptions({ 200: ApiWalletPrecheck }), async (request, reply) => {
    const answer = await service.precheck(await fastify.callers.current(request), request.params.id);
    // The ticket's state changes (redeemed, cancelled) after purchase.
    reply.header('cache-control', 'no-store');
    return answer;
  });

  fastify.get('/ticket/:id/pkpass', routeOptions({ 200: RawBody(PKPASS_CONTENT_TYPE) }), async (request, reply) => {
    const { pkpass, fileName } = await service.applePass(await fastify.callers.current(request), request.params.id);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .type(PKPASS_CONTENT_TYPE)
      .send(pkpass);
  });

  fastify.get('/ticket/:id/gwpass', routeOptions({ 302: NoBody }), async (request, reply) => {
    const url = await service.googleSaveUrl(await fastify.callers.current(request), request.params.id);
    return reply.header('cache-control', 'private, no-store').redirect(url, 302);
  });
};

export default walletPasses;
