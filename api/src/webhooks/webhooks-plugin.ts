/**
 * Payment truth from the provider (ADR 0032): `fastify.stripeWebhooks` checks and settles
 * Stripe's events, `fastify.paymentReconciler` resolves what a dead pay request stranded
 * (every `intervalMs`; 0: only when run by hand). In development the Stripe sandbox's changes
 * are signed and delivered to the same endpoint (`fastify.sandboxWebhooks`), with the sandbox's
 * own secret; with a real Stripe key the endpoint secret is STRIPE_WEBHOOK_SECRET.
 */
import fp from 'fastify-plugin';
import { IntentSettlement } from './intent-settlement';
import { PaymentReconciler } from './payment-reconciler';
import { SandboxWebhookSender } from './sandbox-webhooks';
import { StripeWebhooks } from './stripe-webhooks';

declare module 'fastify' {
  interface FastifyInstance {
    stripeWebhooks: StripeWebhooks;
    paymentReconciler: PaymentReconciler;
    /** The sandbox's webhook sender; null with a real Stripe key. */
    sandboxWebhooks: SandboxWebhookSender | null;
  }
}

export interface WebhooksOptions {
  /** STRIPE_WEBHOOK_SECRET (with a real Stripe key); the sandbox signs with its own. */
  stripeWebhookSecret?: string;
  /** How often the reconciler runs (default 15 s; 0: never, tests run it by hand). */
  reconcileIntervalMs: number;
}

export const webhooksPlugin = fp<WebhooksOptions>(
  async (fastify, options) => {
    const sandbox = fastify.stripeSandbox;
    const sender = sandbox
      ? new SandboxWebhookSender(async (payload, signature) => {
          const res = await fastify.inject({
            method: 'POST',
            url: '/api/webhooks/stripe',
            payload,
            headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          });
          return res.statusCode;
        }, fastify.log)
      : null;
    const secret = sender?.secret ?? options.stripeWebhookSecret;
    if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is missing: Stripe webhooks cannot be checked without it');
    const settlement = new IntentSettlement({
      db: fastify.db,
      now: fastify.clock,
      processor: fastify.cardProcessor,
      payService: fastify.payService,
      transport: fastify.mailTransport,
      fromAddress: fastify.mailFromAddress,
      log: fastify.log,
    });
    fastify.decorate('stripeWebhooks', new StripeWebhooks({ db: fastify.db, now: fastify.clock, secret, settlement, log: fastify.log }));
    fastify.decorate('sandboxWebhooks', sender);
    const reconciler = new PaymentReconciler({
      db: fastify.db,
      now: fastify.clock,
      processor: fastify.cardProcessor,
      payService: fastify.payService,
      log: fastify.log,
    });
    fastify.decorate('paymentReconciler', reconciler);
    fastify.addHook('onReady', async () => {
      sandbox?.onEvent((event) => sender?.send(event) ?? Promise.resolve());
      reconciler.start(options.reconcileIntervalMs);
    });
    fastify.addHook('preClose', async () => {
      sandbox?.onEvent(null);
      await reconciler.stop();
    });
  },
  { name: 'webhooks', dependencies: ['database', 'clock', 'payments', 'order-emails'] },
);
