/**
 * The gift card gateway: the balance is debited under the card's row lock, so two purchases
 * never spend the same balance, and credited back when the rest of the payment fails.
 */
import type { ApiPaymentEntry } from '@storefront/shared/wire';
import type { Db, Executor } from '../../infra/db/client';
import type { ChargeContext, ChargeResult, Gateway } from './gateway';
import { assertCanPay, findGiftCard, giftCardLabel } from './gift-cards';
import {
  creditGiftCard,
  debitGiftCard,
} from '../checkout-repository';

type LedgerEntry = Extract<ApiPaymentEntry, { gateway_id: 'ledger' }>;

export class LedgerGateway implements Gateway<LedgerEntry> {
  readonly id = 'ledger' as const;

  constructor(private readonly db: Db) {}

  async check(executor: Executor, entry: LedgerEntry, amountMinor: number, context: ChargeContext): Promise<void> {
    assertCanPay(await findGiftCard(executor, entry.gateway_data.ledger_number), context.cart.currencyCode, amountMinor);
  }

  async charge(entry: LedgerEntry, amountMinor: number, context: ChargeContext): Promise<ChargeResult> {
    return this.db.transaction(async (tx) => {
      const card = await findGiftCard(tx, entry.gateway_data.ledger_number, { forUpdate: true });
      assertCanPay(card, context.cart.currencyCode, amountMinor);
      await debitGiftCard(tx, card.id, amountMinor);
      return { status: 'succeeded', reference: card.number, label: giftCardLabel(card.number) };
    });
  }

  async reverse(result: ChargeResult, amountMinor: number): Promise<void> {
    if (!result.reference) return;
    await creditGiftCard(this.db, result.reference, amountMinor);
  }

  async settle(): Promise<'succeeded'> {
    return 'succeeded';
  }
}
