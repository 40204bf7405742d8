/**
 * The sandboxes' endpoints (ADR 0008), registered only when the API runs without real keys:
 * the Stripe sandbox's PaymentIntents for the stand-in Stripe.js (retrieve, and confirm a
 * requires_action intent as the customer would), the stand-in scripts themselves, and a demo
 * injected (staff-made) cart.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiInjectedCartDemo, ApiSandboxPaymentIntent } from '@storefront/shared/contract';
import { SandboxConfirmBody, SandboxIntentParams, SandboxIntentQuery } from './payments-schemas';
import { NotFoundError } from '../../lib/errors';
import { RawBody, replies } from '../../lib/schemas/replies';
import { createInjectedCart } from './injected-carts';
import type { SandboxCardProcessor, SandboxIntentJson } from './sandbox-processor';
import { packageRoot } from '../../paths';

const sandboxScriptsDir = resolve(packageRoot, 'sandbox');

export interface SandboxRoutesOptions {
  /** The Stripe sandbox; null with a real Stripe key. */
  stripe: SandboxCardProcessor | null;
  /** True without HCAPTCHA_SECRET. */
  captcha: boolean;
}

/** The intent as Stripe's open object: the processor's interface has no index signature. */
const stripeObject = (intent: SandboxIntentJson): ApiSandboxPaymentIntent => ({ ...intent });

const sandbox: FastifyPluginAsyncTypebox<SandboxRoutesOptions> = async (fastify, options) => {
  const script = (file: string) =>
    fastify.get(
      `/sandbox/${file}`,
      { schema: { querystring: Type.Object({}), response: replies({ 200: RawBody('application/javascript') }) } },
      async (_request, reply) => {
        const source = await readFile(resolve(sandboxScriptsDir, file), 'utf8').catch(() => null);
        if (source === null) throw new NotFoundError('not_found', { description: `No sandbox script ${file}` });
        return reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source);
      },
    );

  const stripe = options.stripe;
  if (stripe) {
    script('stripe.js');
    fastify.get(
      '/sandbox/stripe/payment_intents/:id',
      { schema: { params: SandboxIntentParams, querystring: SandboxIntentQuery, response: replies({ 200: ApiSandboxPaymentIntent }) } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return stripeObject(await stripe.intentJson(request.params.id, request.query.client_secret));
      },
    );
    fastify.post('/sandbox/injected_cart', { schema: { response: replies({ 200: ApiInjectedCartDemo }) } }, async () =>
      createInjectedCart(fastify.db, fastify.cartService, fastify.clock()),
    );
    fastify.post(
      '/sandbox/stripe/payment_intents/:id/confirm',
      { schema: { params: SandboxIntentParams, body: SandboxConfirmBody, response: replies({ 200: ApiSandboxPaymentIntent }) } },
      async (request) => stripeObject(await stripe.confirm(request.params.id, request.body.client_secret, request.body.action)),
    );
  }
  if (options.captcha) script('hcaptcha.js');
};

export default sandbox;
