/**
 * The confirmation e-mail's subject, HTML and plain text (spec 02; ADR 0008). Pure: the QR
 * images are referenced by `cid:` and attached by the caller. The HTML is simple, inline-styled
 * and accessible (lang, a title, headings, table headers, alt text on every image).
 */
import { isReceiptOnly } from '../order-kind';
import type { Confirmation, ConfirmationOrder, ConfirmationTicket } from './confirmation-data';
import { venueDateTime } from './venue-time';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The content id of an order's QR image. */
export const qrCid = (order: ConfirmationOrder) => `qr-${order.scanCode.toLowerCase()}@storefront`;

export function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
}

export function confirmationSubject(c: Confirmation): string {
  const numbers = c.orders.map((o) => o.orderNumber).join(', ');
  return `Your ${c.sellerName} ${c.orders.length > 1 ? 'orders' : 'order'} ${numbers}`;
}

const when = (t: ConfirmationTicket, tz: string) => (t.start ? venueDateTime(t.start, tz) : 'Any time');

function ticketRowHtml(t: ConfirmationTicket, tz: string): string {
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:left"';
  return `<tr><td ${cell}>${esc(t.typeName)}</td><td ${cell}>${esc(when(t, tz))}</td><td ${cell}>${esc(t.admitName ?? '')}</td><td ${cell}><code>${esc(t.scanCode)}</code></td></tr>`;
}

function orderHtml(o: ConfirmationOrder): string {
  const head = 'scope="col" style="padding:6px 8px;border-bottom:2px solid #333;text-align:left"';
  const receipt = isReceiptOnly(o.kind);
  const qr = receipt
    ? '<p>This is your receipt. There is nothing to scan for it.</p>'
    : `<p><img src="cid:${qrCid(o)}" width="200" height="200" alt="QR code for order ${esc(o.orderNumber)}, scan code ${esc(o.scanCode)}"></p>
<p>Show this code at the entrance. Order scan code: <strong><code>${esc(o.scanCode)}</code></strong></p>`;
  return `<section aria-labelledby="order-${esc(o.id)}" style="margin:24px 0;padding-top:8px;border-top:1px solid #ccc">
<h2 id="order-${esc(o.id)}" style="font-size:20px;margin:0 0 8px">Order ${esc(o.orderNumber)}: ${esc(o.eventName)}</h2>
${qr}
<table role="table" style="border-collapse:collapse;width:100%;font-size:15px">
<caption style="text-align:left;font-weight:bold;padding:4px 0">Tickets in order ${esc(o.orderNumber)}</caption>
<thead><tr><th ${head}>Ticket</th><th ${head}>Date and time</th><th ${head}>Admit</th><th ${head}>Ticket scan code</th></tr></thead>
<tbody>${o.tickets.map((t) => ticketRowHtml(t, o.timezone)).join('')}</tbody>
</table>
<p style="font-size:16px"><strong>Order total: ${esc(money(o.totalMinor, o.currencyCode))}</strong></p>
</section>`;
}

const greeting = (c: Confirmation) => (c.firstName?.trim() ? `Hi ${c.firstName.trim()},` : 'Hello,');

export function confirmationHtml(c: Confirmation): string {
  const subject = confirmationSubject(c);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:16px;background:#fff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;line-height:1.5">
<div role="article" aria-label="${esc(subject)}" style="max-width:640px;margin:0 auto">
<h1 style="font-size:24px;margin:0 0 16px">Thank you for your order</h1>
<p>${esc(greeting(c))}</p>
<p>Thank you for your purchase from ${esc(c.sellerName)}. Your order details are below.</p>
${c.orders.map(orderHtml).join('\n')}
<p style="color:#555;font-size:14px">${esc(c.sellerName)}</p>
</div>
</body>
</html>`;
}

function orderText(o: ConfirmationOrder): string {
  const lines = [`Order ${o.orderNumber}: ${o.eventName}`];
  lines.push(isReceiptOnly(o.kind) ? 'Receipt (nothing to scan).' : `Order scan code: ${o.scanCode}`);
  for (const t of o.tickets) {
    const admit = t.admitName ? `, admit ${t.admitName}` : '';
    lines.push(`- ${t.typeName}, ${when(t, o.timezone)}${admit} (scan code ${t.scanCode})`);
  }
  lines.push(`Order total: ${money(o.totalMinor, o.currencyCode)}`);
  return lines.join('\n');
}

export function confirmationText(c: Confirmation): string {
  return [
    greeting(c),
    `Thank you for your purchase from ${c.sellerName}. Your order details are below.`,
    ...c.orders.map(orderText),
    c.sellerName,
  ].join('\n\n');
}

export function renderConfirmation(c: Confirmation): RenderedEmail {
  return { subject: confirmationSubject(c), html: confirmationHtml(c), text: confirmationText(c) };
}
