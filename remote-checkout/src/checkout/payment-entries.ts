import type { Money, PaymentInput } from '@storefront/shared';
import type { GiftCardPayment } from '../gift-cards/gift-cards';

export interface CardSource {
  source: string;
  sourceType: 'payment_method' | 'saved_card' | 'payment_intent';
}

/**
 * The payment entries of one pay call (spec 02 §4): nothing due is one free entry; otherwise
 * the gift cards pay first as ledger entries and the card pays the rest.
 */
export function paymentEntries(payNowMinor: Money, gifts: GiftCardPayment[], card: CardSource | null, cardMinor: Money, description: string): PaymentInput[] {
  if (payNowMinor <= 0) return [{ gateway: 'free', amountMinor: 0 }];
  const entries: PaymentInput[] = gifts.map((g) => ({ gateway: 'ledger', amountMinor: g.amountMinor, giftCardNumber: g.number }));
  if (card && cardMinor > 0) entries.push({ gateway: 'stripe', amountMinor: cardMinor, description, ...card });
  return entries;
}

/** The same entries with the card paid by a confirmed PaymentIntent (after requires_action). */
export function withConfirmedIntent(entries: PaymentInput[], paymentIntentId: string): PaymentInput[] {
  return entries.map((e) => (e.gateway === 'stripe' ? { ...e, source: paymentIntentId, sourceType: 'payment_intent' } : e));
}

/** One key per submit attempt (8–255 characters). */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `chk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
