/**
 * The e-mail to a buyer whose payment was given back because it could not be booked (a
 * payment that succeeded after its cart's hold lapsed, with the places gone): what was
 * refunded and why. Sent after the refund; a lost e-mail is logged, the refund stands.
 */
import { esc } from '../mail/html-escape';
import { mailDocument } from '../mail/mail-document';
import type { MailTransport } from '../mail/transport';

export interface RefundNotice {
  email: string;
  firstName: string | null;
  sellerName: string;
  /** '20.00 USD' */
  amount: string;
  /** 'Visa •••• 3184' */
  label: string;
}

export function refundMail(notice: RefundNotice): { subject: string; text: string; html: string } {
  const subject = `Your payment to ${notice.sellerName} was refunded`;
  const greeting = notice.firstName?.trim() ? `Hi ${notice.firstName.trim()},` : 'Hello,';
  const body = `Your payment of ${notice.amount} (${notice.label}) arrived after your cart's hold had ended and the places were no longer free, so no order was made. The full amount has been refunded to your card; it can take a few days to appear.`;
  const text = `${greeting}\n\n${body}\n\n${notice.sellerName}\n`;
  const html = mailDocument({ title: subject, bodyHtml: `<p>${esc(greeting)}</p>\n<p>${esc(body)}</p>`, sellerName: notice.sellerName });
  return { subject, text, html };
}

export async function sendRefundMail(transport: MailTransport, fromAddress: string, notice: RefundNotice): Promise<void> {
  await transport.send({ from: { name: notice.sellerName, address: fromAddress }, to: notice.email, ...refundMail(notice) });
}
