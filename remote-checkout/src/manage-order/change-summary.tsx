import { formatDateTime, formatMoney, type Cart, type OrderTicket } from '@storefront/shared';
import { MANAGE_ORDER_TEXTS as T } from './manage-order-texts';

export interface ChangeSummaryProps {
  editCart: Cart;
  /** The order's tickets the edit removes. */
  removed: OrderTicket[];
  /** The order's venue zone. */
  timezone: string;
  /** The level of the summary's headings, under the page's or section's. */
  headingLevel: 2 | 3;
}

/** What an edit changes (spec 02 §4 Edit order): removed tickets, new tickets, credit and amount due. */
export function ChangeSummary({ editCart, removed, timezone, headingLevel }: ChangeSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const money = (minor: number) => formatMoney(minor, editCart.currency);
  const creditMinor = editCart.orderEdit?.creditMinor ?? 0;
  return (
    <div className="chk-manage__summary">
      {removed.length > 0 && (
        <>
          <Heading>{T.removedHeading}</Heading>
          <ul className="chk-manage__change-list">
            {removed.map((t) => (
              <li key={t.id} data-testid="removed-ticket">
                {t.typeName}
                {t.admitName ? `, ${t.admitName}` : ''}
                {t.validFrom ? `, ${formatDateTime(t.validFrom, timezone)}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {editCart.items.length > 0 && (
        <>
          <Heading>{T.newTicketsHeading}</Heading>
          <ul className="chk-manage__change-list">
            {editCart.items.map((item) => (
              <li key={item.id} data-testid="new-line">
                {item.types.map((t) => `${t.ticketCount} × ${t.name}`).join(', ')}
                {`, ${item.start ? formatDateTime(item.start, item.timezone) : item.name}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <dl className="chk-manage__amounts">
        {creditMinor > 0 && (
          <div>
            <dt>{T.credit}</dt>
            <dd data-testid="edit-credit">{money(creditMinor)}</dd>
          </div>
        )}
        <div>
          <dt>{T.amountDue}</dt>
          <dd data-testid="amount-due">{money(Math.max(0, editCart.outstandingMinor))}</dd>
        </div>
      </dl>
    </div>
  );
}
