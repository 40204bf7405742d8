/**
 * The confirmation e-mail's subject, HTML and plain text (spec 02; ADR 0008). Pure: the QR
 * images are referenced by `cid:` and attached by the caller. The HTML is simple, inline-styled
 * and accessible (lang, a title, headings, captioned tables with headers, alt text on images).
 * Donation and ledger orders are receipts: listed with their amounts, without codes.
 */
import { isReceiptOnly } from '../order-kind';
import { venueDate, venueDateTime } from '../zoned-time';
import type { Confirmation, ConfirmationOrder, ConfirmationTicket } from './confirmation-data';
import { esc } from './html-escape';
import { mailDocument } from './mail-document';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The content id of an order's QR image. */
export const qrCid = (order: ConfirmationOrder) => `qr-${order.scanCode.toLowerCase()}@storefront`;

export function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
}

export function confirmationSubject(c: Confirmation): string {
  const numbers = c.orders.map((o) => o.orderNumber).join(', ');
  return `Your ${c.sellerName} ${c.orders.length > 1 ? 'orders' : 'order'} ${numbers}`;
}

function when(t: ConfirmationTicket, tz: string): string {
  if (t.start) return venueDateTime(t.start, tz);
  if (t.validFrom && t.validTo) return `Valid ${venueDate(t.validFrom, tz)} to ${venueDate(t.validTo, tz)}`;
  return 'Any date';
}

/** Column heading and cell text, per kind of order. */
type Column = [heading: string, cell: (t: ConfirmationTicket, o: ConfirmationOrder) => string];
const price: Column = ['Price', (t, o) => money(t.priceMinor, o.currencyCode)];
const TICKET_COLUMNS: Column[] = [
  ['Ticket', (t) => t.typeName],
  ['Date and time', (t, o) => when(t, o.timezone)],
  ['Admit', (t) => t.admitName ?? ''],
  price,
  ['Ticket scan code', (t) => t.scanCode],
];
const RECEIPT_COLUMNS: Column[] = [['Item', (t) => t.typeName], price];

function orderHtml(o: ConfirmationOrder): string {
  const head = 'scope="col" style="padding:6px 8px;border-bottom:2px solid #333;text-align:left"';
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const receipt = isReceiptOnly(o.kind);
  const columns = receipt ? RECEIPT_COLUMNS : TICKET_COLUMNS;
  const qr = receipt
    ? '<p>This is your receipt. There is nothing to scan for it.</p>'
    : `<p><img src="cid:${qrCid(o)}" width="200" height="200" alt="QR code for order ${esc(o.orderNumber)}, scan code ${esc(o.scanCode)}"></p>
<p>Show this code at the entrance. Order scan code: <strong><code>${esc(o.scanCode)}</code></strong></p>`;
  const rows = o.tickets.map((t) => `<tr>${columns.map(([, value]) => `<td ${cell}>${esc(value(t, o))}</td>`).join('')}</tr>`);
  return `<section aria-labelledby="order-${esc(o.id)}" style="margin:24px 0;padding-top:8px;border-top:1px solid #ccc">
<h2 id="order-${esc(o.id)}" style="font-size:20px;margin:0 0 8px">Order ${esc(o.orderNumber)}: ${esc(o.eventName)}</h2>
${qr}
<table style="border-collapse:collapse;width:100%;font-size:15px">
<caption style="text-align:left;font-weight:bold;padding:4px 0">${receipt ? 'Items' : 'Tickets'} in order ${esc(o.orderNumber)}</caption>
<thead><tr>${columns.map(([heading]) => `<th ${head}>${heading}</th>`).join('')}</tr></thead>
<tbody>${rows.join('')}</tbody>
</table>
<p style="font-size:16px"><strong>Order total: ${esc(money(o.totalMinor, o.currencyCode))}</strong></p>
</section>`;
}

const greeting = (c: Confirmation) => (c.firstName?.trim() ? `Hi ${c.firstName.trim()},` : 'Hello,');
const intro = (c: Confirmation) => `Thank you for your purchase from ${c.sellerName}. Your order details are below.`;

export function confirmationHtml(c: Confirmation): string {
  return mailDocument({
    title: confirmationSubject(c),
    heading: 'Thank you for your order',
    bodyHtml: [`<p>${esc(greeting(c))}</p>`, `<p>${esc(intro(c))}</p>`, ...c.orders.map(orderHtml)].join('\n'),
    sellerName: c.sellerName,
  });
}

function orderText(o: ConfirmationOrder): string {
  const receipt = isReceiptOnly(o.kind);
  const lines = [`Order ${o.orderNumber}: ${o.eventName}`];
  lines.push(receipt ? 'Receipt (nothing to scan).' : `Order scan code: ${o.scanCode}`);
  for (const t of o.tickets) {
    const amount = money(t.priceMinor, o.currencyCode);
    if (receipt) {
      lines.push(`- ${t.typeName}, ${amount}`);
      continue;
    }
    const admit = t.admitName ? `, admit ${t.admitName}` : '';
    lines.push(`- ${t.typeName}, ${when(t, o.timezone)}${admit}, ${amount} (scan code ${t.scanCode})`);
  }
  lines.push(`Order total: ${money(o.totalMinor, o.currencyCode)}`);
  return lines.join('\n');
}

export function confirmationText(c: Confirmation): string {
  return [greeting(c), intro(c), ...c.orders.map(orderText), c.sellerName].join('\n\n');
}

export function renderConfirmation(c: Confirmation): RenderedEmail {
  return { subject: confirmationSubject(c), html: confirmationHtml(c), text: confirmationText(c) };
}
