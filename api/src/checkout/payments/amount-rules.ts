/**
 * The amount rules of a pay request (spec 02 §4, §5): entries in minor units, at most one card
 * entry, and a sum that pays the outstanding total (with scheduled payments, anything from what
 * is due now up to the outstanding total); the free gateway only when nothing is outstanding.
 */
import { createHash } from 'node:crypto';
import type { ApiPayBody, ApiPaymentEntry } from '@storefront/shared/wire';
import { PaymentError } from '../../lib/errors';
import { fromWireAmount, toWireAmount } from '../../lib/money';
import type { CartAmounts } from './amounts';

/** One entry of the request, at its place in it, in minor units. */
export interface Entry {
  position: number;
  entry: ApiPaymentEntry;
  amountMinor: number;
}

/** The request body's fingerprint: a key used again must come with the same body. */
export function fingerprintOf(body: ApiPayBody): string {
  return createHash('sha256')
    .update(JSON.stringify({ payments: body.payments, auto_renew: body.auto_renew ?? null }))
    .digest('hex');
}

export function parseEntries(list: ApiPaymentEntry[]): Entry[] {
  const entries = list.map((entry, position) => {
    const amountMinor = fromWireAmount(entry.amount);
    if (amountMinor === null) {
      throw new PaymentError('payment_amount_mismatch', { description: 'The payment amount is not valid.', extra: { amount: entry.amount } });
    }
    return { position, entry, amountMinor };
  });
  if (entries.filter((e) => e.entry.gateway_id === 'stripe').length > 1) {
    throw new PaymentError('validation_failed', { description: 'Only one card payment can be made at a time.' });
  }
  return entries;
}

/**
 * The entries must pay the outstanding total; with scheduled payments, anything from what is
 * due now up to the outstanding total. The free gateway only when nothing is outstanding.
 */
export function checkAmounts(entries: Entry[], amounts: CartAmounts): void {
  const sum = entries.reduce((total, e) => total + e.amountMinor, 0);
  const extra = {
    total_outstanding: toWireAmount(amounts.outstandingMinor),
    total_due: toWireAmount(amounts.dueMinor),
    amount: toWireAmount(sum),
  };
  if (amounts.outstandingMinor > 0 && entries.some((e) => e.entry.gateway_id === 'free')) throw new PaymentError('free_not_allowed', { extra });
  if (entries.some((e) => e.entry.gateway_id !== 'free' && e.amountMinor === 0)) throw new PaymentError('payment_amount_mismatch', { extra });
  const scheduled = amounts.schedule.length > 0 && amounts.outstandingMinor > 0;
  const fits = scheduled ? sum >= amounts.dueMinor && sum <= amounts.outstandingMinor && sum > 0 : sum === amounts.outstandingMinor;
  if (!fits) throw new PaymentError('payment_amount_mismatch', { extra });
}
