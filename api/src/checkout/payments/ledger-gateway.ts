/**
 * The gift card gateway: the balance is debited under the card's row lock, so two purchases
 * never spend the same balance, and credited back when the rest of the payment fails.
 */
import type { ApiPaymentEntry } from '@storefront/shared/wire';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../infra/db/client';
import { giftCards } from '../../infra/db/schema';
import type { ChargeContext, ChargeResult, Gateway } from './gateway';
import { assertCanPay, findGiftCard, giftCardLabel } from './gift-cards';

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
      await tx
        .update(giftCards)
        .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${amountMinor}` })
        .where(eq(giftCards.id, card.id));
      return { status: 'succeeded', reference: card.number, label: giftCardLabel(card.number) };
    });
  }

  async reverse(result: ChargeResult, amountMinor: number): Promise<void> {
    if (!result.reference) return;
    await this.db
      .update(giftCards)
      .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${amountMinor}` })
      .where(eq(giftCards.number, result.reference));
  }

  async settle(): Promise<'succeeded'> {
    return 'succeeded';
  }
}
