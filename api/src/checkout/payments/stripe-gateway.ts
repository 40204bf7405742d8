/**
 * The stripe gateway (card and wallets) over a `CardProcessor`. Maps the intent's outcome onto
 * spec 02's answers: succeeded (or requires_capture) pays; processing is the pending result;
 * requires_action is 402 `intent_requires_action` (the browser confirms, then pays again with
 * `source_type: 'payment_intent'`); a decline is 402 with the provider's code and message.
 */
import type { ApiPaymentEntry } from '@storefront/shared/wire';
import type { Db, Executor } from '../../infra/db/client';
import { ApiError, PaymentError } from '../../lib/errors';
import { cardLabel, type CardError, type CardIntent, type CardProcessor } from './card-processor';
import type { ChargeContext, ChargeResult, Gateway } from './gateway';
import { keepIntentCard } from './saved-cards';
import {
  findAnyPaymentOfIntent,
  findCustomerOfIdentity,
  findIdentityRow,
  findPaymentOfIntent,
  findSavedCard,
} from '../checkout-repository';

type StripeEntry = Extract<ApiPaymentEntry, { gateway_id: 'stripe' }>;

/** Spec 02 §5, §9: what the card provider takes (minor units). */
export const CARD_MIN_MINOR = 50;
export const CARD_MIN_MINOR_GBP = 30;
export const CARD_MAX_MINOR = 99_999_999;

export function cardAmountSupported(amountMinor: number, currency: string): boolean {
  const min = currency === 'GBP' ? CARD_MIN_MINOR_GBP : CARD_MIN_MINOR;
  return amountMinor >= min && amountMinor <= CARD_MAX_MINOR;
}

/** A decline: the provider's code and message, `_extra.decline_code`; nothing was charged. */
export function cardDeclined(error: CardError, intentId: string | null): ApiError {
  return new ApiError(402, error.code, 'payments', error.message, {
    ...(error.declineCode ? { decline_code: error.declineCode } : {}),
    ...(intentId ? { payment_intent_id: intentId } : {}),
  });
}

/** The intent's outcome as a charge result, or the error to answer. */
export function intentOutcome(intent: CardIntent): ChargeResult {
  const label = cardLabel(intent.card);
  switch (intent.status) {
    case 'succeeded':
    case 'requires_capture':
      return { status: 'succeeded', reference: intent.id, label };
    case 'processing':
      return { status: 'processing', reference: intent.id, label };
    case 'requires_action':
      throw new PaymentError('intent_requires_action', {
        extra: { payment_intent_id: intent.id, client_secret: intent.clientSecret },
      });
    default:
      if (intent.error) throw cardDeclined(intent.error, intent.id);
      throw new PaymentError('payment_failed', {
        description: `The payment has an unexpected status: ${intent.status}.`,
        extra: { payment_intent_id: intent.id, status: intent.status },
      });
  }
}

/** The intent must pay this cart, this amount, in its currency (a confirmed one, or one the processor answered for a key). */
function assertIntentOfCart(intent: CardIntent, amountMinor: number, context: ChargeContext): void {
  if (
    intent.cartId !== context.cart.id ||
    intent.amountMinor !== amountMinor ||
    intent.currency !== context.cart.currencyCode.toLowerCase()
  ) {
    throw new PaymentError('payment_failed', {
      description: 'This payment does not match the cart.',
      extra: { payment_intent_id: intent.id },
    });
  }
}

/**
 * A confirmed PaymentIntent pays once: one already recorded on a stripe payment (succeeded,
 * processing or refunded) is refused, 409 `payment_intent_used` (checked under the cart lock;
 * migration 009's unique index is the backstop).
 */
async function assertIntentUnused(executor: Executor, intentId: string): Promise<void> {
  const used = await findPaymentOfIntent(executor, intentId);
  if (used) throw new PaymentError('payment_intent_used', { extra: { payment_intent_id: intentId } });
}

/** Intents holding or about to hold the customer's money: refunded (succeeded) or cancelled. */
const OPEN_OR_PAID = new Set<CardIntent['status']>(['succeeded', 'requires_capture', 'processing', 'requires_action', 'requires_confirmation']);

export class StripeGateway implements Gateway<StripeEntry> {
  readonly id = 'stripe' as const;

  constructor(
    private readonly db: Db,
    private readonly processor: CardProcessor,
  ) {}

  async check(executor: Executor, entry: StripeEntry, amountMinor: number, context: ChargeContext): Promise<void> {
    if (!cardAmountSupported(amountMinor, context.cart.currencyCode)) {
      throw new PaymentError('payment_not_supported', { extra: { amount: entry.amount } });
    }
    if (entry.gateway_data.source_type === 'saved_card') await this.savedCard(executor, entry.gateway_data.source, context);
    if (entry.gateway_data.source_type === 'payment_intent') await assertIntentUnused(executor, entry.gateway_data.source);
  }

  async charge(entry: StripeEntry, amountMinor: number, context: ChargeContext): Promise<ChargeResult> {
    const data = entry.gateway_data;
    if (data.source_type === 'payment_intent') return this.confirmed(data.source, amountMinor, context);
    const saved = data.source_type === 'saved_card' ? await this.savedCard(this.db, data.source, context) : null;
    const save = !saved && data.save_card === true && context.member;
    const customer = saved?.customerReference ?? (save ? await this.customerOf(context.purchaserIdentityId) : null);
    const intent = await this.processor.createIntent({
      amountMinor,
      currency: context.cart.currencyCode.toLowerCase(),
      paymentMethod: saved?.providerReference ?? data.source,
      customer,
      saveCard: save,
      description: data.description ?? null,
      cartId: context.cart.id,
      idempotencyKey: context.idempotencyKey,
      ...(context.offSession ? { offSession: true } : {}),
    });
    assertIntentOfCart(intent, amountMinor, context);
    const result = intentOutcome(intent);
    await keepIntentCard(this.db, intent, { identityId: context.purchaserIdentityId, member: context.member });
    return result;
  }

  async reverse(result: ChargeResult): Promise<void> {
    if (result.reference) await this.processor.refund(result.reference);
  }

  async settle(reference: string): Promise<'succeeded' | 'processing' | 'failed'> {
    const intent = await this.processor.retrieveIntent(reference);
    if (intent.status === 'succeeded' || intent.status === 'requires_capture') return 'succeeded';
    if (intent.status === 'processing') return 'processing';
    return 'failed';
  }

  async giveBackRefused(entry: StripeEntry, cartId: string) {
    const data = entry.gateway_data;
    if (data.source_type !== 'payment_intent') return null;
    const recorded = await findAnyPaymentOfIntent(this.db, data.source);
    if (recorded) return null;
    const intent = await this.processor.retrieveIntent(data.source);
    if (intent.cartId !== cartId || !OPEN_OR_PAID.has(intent.status)) return null;
    await this.processor.refund(intent.id);
    return {
      reference: intent.id,
      amountMinor: intent.amountMinor,
      label: cardLabel(intent.card),
      succeeded: intent.status === 'succeeded',
    };
  }

  /** The retry after the browser confirmed an intent: it must be this cart's, for this amount. */
  private async confirmed(intentId: string, amountMinor: number, context: ChargeContext): Promise<ChargeResult> {
    const intent = await this.processor.retrieveIntent(intentId);
    assertIntentOfCart(intent, amountMinor, context);
    const result = intentOutcome(intent);
    // A card the member chose to save, confirmed in the browser (3-D Secure), is saved now.
    await keepIntentCard(this.db, intent, { identityId: context.purchaserIdentityId, member: context.member });
    return result;
  }

  private async savedCard(executor: Executor, id: string, context: ChargeContext) {
    const saved = context.member ? await findSavedCard(executor, id, context.purchaserIdentityId) : undefined;
    if (!saved) throw new PaymentError('saved_card_not_found', { extra: { source: id } });
    return saved;
  }

  /** The member's Stripe customer: the one their saved cards use, else a new one. */
  private async customerOf(identityId: string): Promise<string> {
    const known = await findCustomerOfIdentity(this.db, identityId);
    if (known) return known.customer;
    const identity = await findIdentityRow(this.db, identityId);
    const name = [identity?.firstName, identity?.lastName].filter(Boolean).join(' ');
    return this.processor.createCustomer({ identityId, email: identity?.email ?? null, name: name || null });
  }
}
