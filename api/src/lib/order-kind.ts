/** What an order is, from its ticket groups' handlers (spec 02 §2: the completed page's wording). */
import type { ApiOrderKind } from '@storefront/shared/wire';

const RECEIPT_ONLY = new Set(['donation', 'ledger']);

export function orderKind(handlers: readonly string[]): ApiOrderKind {
  if (handlers.includes('membership')) return 'membership';
  if (handlers.includes('codes')) return 'gift';
  if (handlers.length > 0 && handlers.every((h) => RECEIPT_ONLY.has(h))) {
    return handlers.includes('donation') ? 'donation' : 'ledger';
  }
  return 'tickets';
}

/** Donation and ledger orders are receipts: no QR code, not shown on the completed page. */
export function isReceiptOnly(kind: ApiOrderKind): boolean {
  return kind === 'donation' || kind === 'ledger';
}
