/**
 * The app the scheduled-charge tests share (ADR 0036): the payment processor counting its
 * charges and the off-session ones, links to a named storefront, and before each test no saved
 * cards, no seller rules and an empty dev mailbox.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseKind } from './helper';
import { useFixtureApp } from './helper';
import type { MailboxMessageJson } from '../src/mail/mailbox-json';
import { savedPaymentMethods, sellers } from '../src/infra/db/schema';
import { offSessionCounting } from './payment-fixtures';

export const STOREFRONT_URL = 'https://tickets.example';

export function useScheduledChargesApp(kind: DatabaseKind) {
  const counter = { charges: 0, offSession: 0 };
  const t = useFixtureApp(kind, { payments: { wrapCardProcessor: offSessionCounting(counter) }, storefrontUrl: STOREFRONT_URL });
  beforeEach(async () => {
    counter.charges = 0;
    counter.offSession = 0;
    t.app.devMailbox?.clear();
    await t.app.db.delete(savedPaymentMethods);
    await t.app.db.update(sellers).set({ web: {} }).where(eq(sellers.id, t.f.sellerId));
  });
  /** The dev mailbox's messages to `address`, newest first. */
  async function inbox(address: string): Promise<MailboxMessageJson[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/messages?to=${encodeURIComponent(address)}` });
    return (JSON.parse(res.body) as { data: MailboxMessageJson[] }).data;
  }
  return { t, counter, inbox };
}
