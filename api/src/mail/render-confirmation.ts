/**
 * The order e-mails' subject, HTML and plain text (spec 02; ADR 0008, 0022): the purchase
 * confirmation, the notices after an edit and a cancellation, and the orders resent to an
 * address; each order with its tickets and its manage link. Pure: the QR
 * images are referenced by `cid:` and attached by the caller. The HTML is simple, inline-styled
 * and accessible (lang, a title, headings, captioned tables with headers, alt text on images).
 * Donation and ledger orders are receipts: listed with their amounts, without codes.
 */
import { isReceiptOnly } from '../lib/order-kind';
import { venueDate, venueDateTime } from '../lib/zoned-time';
import type { Confirmation, ConfirmationOrder, ConfirmationTicket } from './confirmation-data';
import { esc } from './html-escape';
import { mailDocument } from './mail-document';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Which order e-mail: what its subject, heading and opening say. */
export type OrderMail =
  | { kind: 'confirmation' }
  | { kind: 'update' }
  | { kind: 'cancellation'; ticketIds: readonly string[] }
  | { kind: 'resend' };

/** The content id of an order's QR image. */
export const qrCid = (order: ConfirmationOrder) => `qr-${order.scanCode.toLowerCase()}@storefront`;

/** Orders with a code to scan: not receipts, and something left to admit. */
export const hasScanCode = (order: ConfirmationOrder) => !isReceiptOnly(order.kind) && order.tickets.length > 0;

export function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
}

const orderNumbers = (c: Confirmation) => c.orders.map((o) => o.orderNumber).join(', ');

export function orderMailSubject(c: Confirmation, mail: OrderMail): string {
  switch (mail.kind) {
    case 'confirmation':
      return `Your ${c.sellerName} ${c.orders.length > 1 ? 'orders' : 'order'} ${orderNumbers(c)}`;
    case 'update':
      return `Your order ${orderNumbers(c)} has been updated`;
    case 'cancellation':
      return `Tickets cancelled on your order ${orderNumbers(c)}`;
    case 'resend':
      return `Your ${c.sellerName} tickets`;
  }
}

const HEADINGS: Record<OrderMail['kind'], string> = {
  confirmation: 'Thank you for your order',
  update: 'Your order has been updated',
  cancellation: 'Your tickets have been cancelled',
  resend: 'Your tickets',
};

function when(t: ConfirmationTicket, tz: string): string {
  if (t.start) return venueDateTime(t.start, tz);
  if (t.validFrom && t.validTo) return `Valid ${venueDate(t.validFrom, tz)} to ${venueDate(t.validTo, tz)}`;
  return 'Any date';
}

/** What a ticket line names after its date: the seat and the admitted person, when it has them. */
function seatAndAdmit(t: ConfirmationTicket): string {
  return `${t.seatName ? `, seat ${t.seatName}` : ''}${t.admitName ? `, admit ${t.admitName}` : ''}`;
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
/** Orders with seated tickets add the seat after the date. */
const SEATED_TICKET_COLUMNS: Column[] = [...TICKET_COLUMNS.slice(0, 2), ['Seat', (t) => t.seatName ?? ''], ...TICKET_COLUMNS.slice(2)];
const RECEIPT_COLUMNS: Column[] = [['Item', (t) => t.typeName], price];

const MANAGE = 'Manage your order';

function orderHtml(o: ConfirmationOrder): string {
  const title = `<h2 id="order-${esc(o.id)}" style="font-size:20px;margin:0 0 8px">Order ${esc(o.orderNumber)}: ${esc(o.eventName)}</h2>`;
  const manage = `<p><a href="${esc(o.manageUrl)}" style="display:inline-block;padding:10px 16px;background:#1a1a1a;color:#fff;text-decoration:none;border-radius:4px">${MANAGE}</a></p>`;
  const section = (body: string) =>
    `<section aria-labelledby="order-${esc(o.id)}" style="margin:24px 0;padding-top:8px;border-top:1px solid #ccc">
${title}
${body}
${manage}
</section>`;
  if (o.tickets.length === 0) return section(`<p>${NOTHING_LEFT}</p>`);
  const head = 'scope="col" style="padding:6px 8px;border-bottom:2px solid #333;text-align:left"';
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const receipt = isReceiptOnly(o.kind);
  const columns = receipt ? RECEIPT_COLUMNS : o.tickets.some((t) => t.seatName) ? SEATED_TICKET_COLUMNS : TICKET_COLUMNS;
  const qr = receipt
    ? '<p>This is your receipt. There is nothing to scan for it.</p>'
    : `<p><img src="cid:${qrCid(o)}" width="200" height="200" alt="QR code for order ${esc(o.orderNumber)}, scan code ${esc(o.scanCode)}"></p>
<p>Show this code at the entrance. Order scan code: <strong><code>${esc(o.scanCode)}</code></strong></p>`;
  const rows = o.tickets.map((t) => `<tr>${columns.map(([, value]) => `<td ${cell}>${esc(value(t, o))}</td>`).join('')}</tr>`);
  return section(`${qr}
<table style="border-collapse:collapse;width:100%;font-size:15px">
<caption style="text-align:left;font-weight:bold;padding:4px 0">${receipt ? 'Items' : 'Tickets'} in order ${esc(o.orderNumber)}</caption>
<thead><tr>${columns.map(([heading]) => `<th ${head}>${heading}</th>`).join('')}</tr></thead>
<tbody>${rows.join('')}</tbody>
</table>
<p style="font-size:16px"><strong>Order total: ${esc(money(o.totalMinor, o.currencyCode))}</strong></p>`);
}

const NOTHING_LEFT = 'No tickets remain on this order.';
const greeting = (c: Confirmation) => (c.firstName?.trim() ? `Hi ${c.firstName.trim()},` : 'Hello,');

function intro(c: Confirmation, mail: OrderMail): string {
  switch (mail.kind) {
    case 'confirmation':
      return `Thank you for your purchase from ${c.sellerName}. Your order details are below.`;
    case 'update':
      return `Your order ${orderNumbers(c)} from ${c.sellerName} has been updated. Your order as it is now is below.`;
    case 'cancellation':
      return `These tickets of your order ${orderNumbers(c)} from ${c.sellerName} have been cancelled:`;
    case 'resend':
      return `As you asked, here are your orders from ${c.sellerName}.`;
  }
}

/** The tickets a cancellation notice names, with what identifies each one. */
export function cancelledTickets(c: Confirmation, mail: OrderMail): string[] {
  if (mail.kind !== 'cancellation') return [];
  const wanted = new Set(mail.ticketIds);
  return c.orders.flatMap((o) =>
    o.cancelledTickets
      .filter((t) => wanted.has(t.id))
      .map((t) => `${t.typeName}, ${when(t, o.timezone)}${seatAndAdmit(t)} (scan code ${t.scanCode})`),
  );
}

export function orderMailHtml(c: Confirmation, mail: OrderMail): string {
  const cancelled = cancelledTickets(c, mail);
  const list = cancelled.length > 0 ? [`<ul>${cancelled.map((line) => `<li>${esc(line)}</li>`).join('')}</ul>`] : [];
  return mailDocument({
    title: orderMailSubject(c, mail),
    heading: HEADINGS[mail.kind],
    bodyHtml: [`<p>${esc(greeting(c))}</p>`, `<p>${esc(intro(c, mail))}</p>`, ...list, ...c.orders.map(orderHtml)].join('\n'),
    sellerName: c.sellerName,
  });
}

function orderText(o: ConfirmationOrder): string {
  const receipt = isReceiptOnly(o.kind);
  const lines = [`Order ${o.orderNumber}: ${o.eventName}`];
  if (o.tickets.length === 0) return [...lines, NOTHING_LEFT, `${MANAGE}: ${o.manageUrl}`].join('\n');
  lines.push(receipt ? 'Receipt (nothing to scan).' : `Order scan code: ${o.scanCode}`);
  for (const t of o.tickets) {
    const amount = money(t.priceMinor, o.currencyCode);
    if (receipt) {
      lines.push(`- ${t.typeName}, ${amount}`);
      continue;
    }
    lines.push(`- ${t.typeName}, ${when(t, o.timezone)}${seatAndAdmit(t)}, ${amount} (scan code ${t.scanCode})`);
  }
  lines.push(`Order total: ${money(o.totalMinor, o.currencyCode)}`);
  lines.push(`${MANAGE}: ${o.manageUrl}`);
  return lines.join('\n');
}

export function orderMailText(c: Confirmation, mail: OrderMail): string {
  const cancelled = cancelledTickets(c, mail).map((line) => `- ${line}`);
  const opening = [intro(c, mail), ...cancelled].join('\n');
  return [greeting(c), opening, ...c.orders.map(orderText), c.sellerName].join('\n\n');
}

export function renderOrderMail(c: Confirmation, mail: OrderMail): RenderedEmail {
  return { subject: orderMailSubject(c, mail), html: orderMailHtml(c, mail), text: orderMailText(c, mail) };
}
