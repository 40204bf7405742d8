/**
 * The production card processor: Stripe's PaymentIntents through the `stripe` package with
 * STRIPE_SECRET_KEY. Intents are created and confirmed in one call (`confirm: true`) with the
 * pay attempt's idempotency key, so a retried request never charges twice. A decline comes
 * back as the intent with its error (Stripe throws a `StripeCardError` carrying the intent).
 */
import Stripe from 'stripe';
import type { CardError, CardIntent, CardIntentStatus, CardProcessor, CreateIntentRequest } from './card-processor';

export interface StripeConnection {
  secretKey: string;
  /** Another API host (tests point it at a local stand-in for api.stripe.com). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

type Intent = Stripe.PaymentIntent;

export class StripeCardProcessor implements CardProcessor {
  private readonly stripe: Stripe;

  constructor(connection: StripeConnection) {
    this.stripe = new Stripe(connection.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(connection.host ? { host: connection.host } : {}),
      ...(connection.port ? { port: connection.port } : {}),
      ...(connection.protocol ? { protocol: connection.protocol } : {}),
    });
  }

  async createIntent(request: CreateIntentRequest): Promise<CardIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency,
          payment_method: request.paymentMethod,
          allowed_payment_method_types: ['card'],
          confirm: true,
          ...(request.customer ? { customer: request.customer } : {}),
          ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          ...(request.offSession ? { off_session: true } : {}),
          ...(request.description ? { description: request.description } : {}),
          metadata: { cart_id: request.cartId, pay_key: request.idempotencyKey },
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toCardIntent(intent);
    } catch (error) {
      const declined = declinedIntent(error, request);
      if (declined) return declined;
      throw error;
    }
  }

  async retrieveIntent(id: string): Promise<CardIntent> {
    return toCardIntent(await this.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
  }

  /**
   * Stripe has no look-up by idempotency key: the key is also the intent's `metadata.pay_key`,
   * found by the search API (its index lags by up to a minute, which the reconciler waits out).
   */
  async findIntentByKey(idempotencyKey: string): Promise<CardIntent | null> {
    const query = `metadata['pay_key']:'${idempotencyKey.replace(/['\\]/g, '\\$&')}'`;
    const found = await this.stripe.paymentIntents.search({ query, limit: 1, expand: ['data.payment_method'] });
    const [intent] = found.data;
    return intent ? toCardIntent(intent) : null;
  }

  async refund(id: string): Promise<void> {
    const intent = await this.stripe.paymentIntents.retrieve(id);
    if (intent.status === 'succeeded') await this.stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
    else if (intent.status !== 'canceled') await this.stripe.paymentIntents.cancel(id);
  }

  async createCustomer(input: { identityId: string; email: string | null; name: string | null }): Promise<string> {
    const customer = await this.stripe.customers.create(
      {
        ...(input.email ? { email: input.email } : {}),
        ...(input.name ? { name: input.name } : {}),
        metadata: { identity_id: input.identityId },
      },
      { idempotencyKey: `customer-${input.identityId}` },
    );
    return customer.id;
  }
}

function cardOf(intent: Intent): { id: string | null; card: { brand: string; last4: string } | null } {
  const method = intent.payment_method;
  if (!method) return { id: null, card: null };
  if (typeof method === 'string') return { id: method, card: null };
  return { id: method.id, card: method.card ? { brand: method.card.brand, last4: method.card.last4 } : null };
}

function errorOf(error: Intent['last_payment_error']): CardError | null {
  if (!error) return null;
  return {
    code: error.code ?? 'payment_failed',
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    message: error.message ?? 'The payment could not be completed.',
  };
}

function toCardIntent(intent: Intent): CardIntent {
  const { id, card } = cardOf(intent);
  return {
    id: intent.id,
    status: intent.status as CardIntentStatus,
    clientSecret: intent.client_secret ?? '',
    amountMinor: intent.amount,
    currency: intent.currency,
    paymentMethodId: id,
    card,
    cartId: intent.metadata?.cart_id ?? null,
    customer: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
    savesCard: intent.setup_future_usage === 'off_session',
    payKey: intent.metadata?.pay_key ?? null,
    error: errorOf(intent.last_payment_error),
  };
}

/**
 * A card error (Stripe's 402) as the declined intent; an invalid request naming a code (an
 * unknown payment method, say) as an intent-less decline. Anything else is not a decline.
 */
function declinedIntent(error: unknown, request: CreateIntentRequest): CardIntent | null {
  if (!(error instanceof Stripe.errors.StripeError) || !error.code) return null;
  if (error.type !== 'StripeCardError' && error.type !== 'StripeInvalidRequestError') return null;
  const reason: CardError = {
    code: error.code,
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    message: error.message,
  };
  if (error.payment_intent) return { ...toCardIntent(error.payment_intent), error: reason };
  return {
    id: '',
    status: 'requires_payment_method',
    clientSecret: '',
    amountMinor: request.amountMinor,
    currency: request.currency,
    paymentMethodId: request.paymentMethod,
    card: null,
    cartId: request.cartId,
    customer: request.customer,
    savesCard: false,
    payKey: request.idempotencyKey,
    error: reason,
  };
}
