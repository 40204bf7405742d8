/**
 * The e-mails of the scheduled charges (ADR 0036): a balance's reminder, its collection by the
 * saved card, a failed or impossible charge with the link to pay by hand, the booking released
 * when it stayed unpaid; a membership renewed or not renewed. Pure renderers, and a sender that
 * throws when the transport fails, so the job can give its claim back and retry.
 */
import { venueDate } from '../lib/zoned-time';
import { esc } from './html-escape';
import { mailDocument, muted } from './mail-document';
import { money, type RenderedEmail } from './render-confirmation';
import type { MailTransport } from './transport';

export interface MailRecipient {
  email: string;
  firstName: string | null;
  sellerName: string;
  timezone: string;
}

export type BalanceMail =
  | { kind: 'reminder'; dueDate: Date }
  | { kind: 'collected'; cardLabel: string }
  | { kind: 'charge_failed'; reason: string | null; dueDate: Date }
  | { kind: 'released'; refundedMinor: number };

export interface BalanceMailData {
  cartNumber: string;
  /** The balance (reminder, failure) or the amount charged (collected). */
  amountMinor: number;
  currency: string;
  /** The storefront's checkout page of the cart. */
  payUrl: string;
}

export type RenewalMail =
  | { kind: 'renewed'; validTo: Date; orderNumber: string; amountMinor: number; currency: string }
  | { kind: 'not_renewed'; validTo: Date; reason: string | null; renewUrl: string };

interface Paragraphs {
  subject: string;
  lines: string[];
  link?: { label: string; url: string };
}

const greeting = (to: MailRecipient) => (to.firstName?.trim() ? `Hi ${to.firstName.trim()},` : 'Hello,');

function balanceParagraphs(to: MailRecipient, data: BalanceMailData, mail: BalanceMail): Paragraphs {
  const amount = money(data.amountMinor, data.currency);
  const booking = `booking ${data.cartNumber}`;
  const pay = { label: 'Pay the balance', url: data.payUrl };
  switch (mail.kind) {
    case 'reminder':
      return {
        subject: `Your balance for ${booking} is due on ${venueDate(mail.dueDate, to.timezone)}`,
        lines: [
          `The balance of ${amount} for your ${booking} is due on ${venueDate(mail.dueDate, to.timezone)}.`,
          'If you saved a card, we will charge it on that day. You can also pay now.',
        ],
        link: pay,
      };
    case 'collected':
      return {
        subject: `We received your payment for ${booking}`,
        lines: [`We charged ${amount} to your ${mail.cardLabel} for your ${booking}. Thank you.`],
      };
    case 'charge_failed':
      return {
        subject: `Your payment for ${booking} did not go through`,
        lines: [
          mail.reason
            ? `We could not charge your saved card for the balance of ${amount} for your ${booking}: ${mail.reason}`
            : `The balance of ${amount} for your ${booking} is due, and there is no saved card to charge.`,
          `Please pay it now to keep your booking (it was due on ${venueDate(mail.dueDate, to.timezone)}).`,
        ],
        link: pay,
      };
    case 'released':
      return {
        subject: `Your ${booking} was cancelled`,
        lines: [
          `The balance for your ${booking} was not paid, so the tickets were released.`,
          mail.refundedMinor > 0
            ? `The ${money(mail.refundedMinor, data.currency)} you paid has been refunded to your original payment method.`
            : 'Nothing was charged.',
        ],
      };
  }
}

function renewalParagraphs(to: MailRecipient, mail: RenewalMail): Paragraphs {
  switch (mail.kind) {
    case 'renewed':
      return {
        subject: `Your ${to.sellerName} membership has been renewed`,
        lines: [
          `Your membership has been renewed until ${venueDate(mail.validTo, to.timezone)}.`,
          `We charged ${money(mail.amountMinor, mail.currency)} to your saved card (order ${mail.orderNumber}).`,
        ],
      };
    case 'not_renewed':
      return {
        subject: `Your ${to.sellerName} membership could not be renewed`,
        lines: [
          mail.reason
            ? `We could not renew your membership automatically: ${mail.reason}`
            : 'We could not renew your membership automatically: there is no saved card to charge.',
          `It ends on ${venueDate(mail.validTo, to.timezone)}. You can renew it yourself before then.`,
        ],
        link: { label: 'Renew your membership', url: mail.renewUrl },
      };
  }
}

function render(to: MailRecipient, { subject, lines, link }: Paragraphs): RenderedEmail {
  const button = link
    ? `<p><a href="${esc(link.url)}" style="display:inline-block;padding:10px 16px;background:#1a1a1a;color:#fff;text-decoration:none">${esc(link.label)}</a></p>`
    : '';
  const html = mailDocument({
    title: subject,
    bodyHtml: `<p>${esc(greeting(to))}</p>\n${lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}\n${button}\n${muted('This e-mail was sent automatically.')}`,
    sellerName: to.sellerName,
  });
  const text = [greeting(to), ...lines, ...(link ? [`${link.label}: ${link.url}`] : []), to.sellerName].join('\n\n');
  return { subject, html, text };
}

export const renderBalanceMail = (to: MailRecipient, data: BalanceMailData, mail: BalanceMail) =>
  render(to, balanceParagraphs(to, data, mail));

export const renderRenewalMail = (to: MailRecipient, mail: RenewalMail) => render(to, renewalParagraphs(to, mail));

/** Sends one rendered mail from the seller; a transport failure is thrown to the job. */
export async function sendScheduledChargeMail(
  transport: MailTransport,
  fromAddress: string,
  to: MailRecipient,
  { subject, html, text }: RenderedEmail,
): Promise<void> {
  await transport.send({ from: { name: to.sellerName, address: fromAddress }, to: to.email, subject, html, text });
}
