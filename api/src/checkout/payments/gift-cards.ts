/** Gift cards (spec 02 §3 Gift card, §5): the ledger's balances and `GET ledger/{ledger}/{cardNumber}`. */
import type { ApiLedgerCard } from '@storefront/shared/wire';
import type { Executor } from '../../infra/db/client';
import type { GiftCardRow } from '../../infra/db/schema';
import { PaymentError } from '../../lib/errors';
import { toWireAmount } from '../../lib/money';
import {
  findGiftCardRow,
} from '../checkout-repository';

/** The only ledger there is. */
export const GIFT_CARD_LEDGER = 'gift_card';

export const normaliseCardNumber = (number: string): string => number.replace(/\s+/g, '').toUpperCase();

export async function findGiftCard(
  executor: Executor,
  number: string,
  options: { forUpdate?: boolean } = {},
): Promise<GiftCardRow | null> {
  const row = await findGiftCardRow(executor, normaliseCardNumber(number), options.forUpdate ?? false);
  return row ?? null;
}

/** `GET ledger/{ledger}/{cardNumber}`: 404 `ledger_not_found` for an unknown ledger or card. */
export async function lookupLedgerCard(executor: Executor, ledger: string, number: string): Promise<ApiLedgerCard> {
  const card = ledger === GIFT_CARD_LEDGER ? await findGiftCard(executor, number) : null;
  if (!card) throw new PaymentError('ledger_not_found', { context: 'ledger' });
  return { number: card.number, balance: toWireAmount(card.balanceMinor), currency_code: card.currencyCode, state: card.state };
}

/** '$' for USD, '£' for GBP: the symbol of spec 02's 'Gift Card balance is $0'. */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/** Refuses a card that cannot pay `amountMinor` of a cart in `currency` (spec 02 §5 Gift card). */
export function assertCanPay(card: GiftCardRow | null, currency: string, amountMinor: number): asserts card is GiftCardRow {
  if (!card) throw new PaymentError('ledger_not_found', { context: 'ledger' });
  const extra = { ledger_number: card.number };
  if (card.state !== 'active' || card.balanceMinor <= 0) {
    throw new PaymentError('ledger_empty', {
      context: 'ledger',
      description: `Gift Card balance is ${currencySymbol(currency)}0`,
      extra,
    });
  }
  if (card.currencyCode !== currency) {
    throw new PaymentError('ledger_currency_mismatch', { context: 'ledger', extra: { ...extra, currency_code: card.currencyCode } });
  }
  if (amountMinor > card.balanceMinor) {
    throw new PaymentError('ledger_insufficient_balance', {
      context: 'ledger',
      extra: { ...extra, balance: toWireAmount(card.balanceMinor) },
    });
  }
}

/** 'Gift card •••• 0042'. */
export const giftCardLabel = (number: string): string => `Gift card •••• ${number.slice(-4)}`;
