/**
 * The gift of membership e-mail (spec 03 §5; ADR 0021): after a gift order is committed, each
 * gift code goes to its giftee with the level, who gave it, until when it can be redeemed and
 * the redeem link `{STOREFRONT_URL}/{seller slug}/membership/redeem?gift_code={code}`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../infra/db/client';
import { aMembership } from '../gifts/gift-codes';
import { venueDate } from '../lib/zoned-time';
import { esc } from './html-escape';
import { mailDocument } from './mail-document';
import type { RenderedEmail } from './render-confirmation';
import { storefrontBase } from './storefront-links';
import type { MailTransport } from './transport';
import { findGiftCodeMails } from './mail-repository';

export interface GiftCodeMail {
  email: string;
  gifteeFirstName: string | null;
  /** The giver's full name; null when the order has no named purchaser. */
  giverName: string | null;
  sellerName: string;
  timezone: string;
  levelName: string;
  code: string;
  validTo: Date;
  redeemUrl: string;
}

const subject = (m: GiftCodeMail) => `You have been given ${aMembership(m.levelName)}`;
const greeting = (m: GiftCodeMail) => (m.gifteeFirstName?.trim() ? `Hi ${m.gifteeFirstName.trim()},` : 'Hello,');
const intro = (m: GiftCodeMail) =>
  `${m.giverName ?? 'Someone'} has given you ${aMembership(m.levelName)} of ${m.sellerName}. Redeem it with this gift code by ${venueDate(m.validTo, m.timezone)}.`;

/** Pure: the subject, HTML and text of one gift code's e-mail. */
export function renderGiftCodeMail(m: GiftCodeMail): RenderedEmail {
  const title = subject(m);
  const html = mailDocument({
    title,
    bodyHtml: `<p>${esc(greeting(m))}</p>
<p>${esc(intro(m))}</p>
<p style="font-size:15px">Gift code: <strong><code style="font-size:20px;letter-spacing:2px">${esc(m.code)}</code></strong></p>
<p><a href="${esc(m.redeemUrl)}" style="display:inline-block;padding:10px 16px;background:#1a1a1a;color:#fff;text-decoration:none;border-radius:4px">Redeem your membership</a></p>`,
    sellerName: m.sellerName,
  });
  const text = [greeting(m), intro(m), `Gift code: ${m.code}`, `Redeem your membership: ${m.redeemUrl}`, m.sellerName].join('\n\n');
  return { subject: title, html, text };
}

/**
 * Mails the gift codes of the orders (after the confirmation to the buyer). Never throws:
 * the purchase is committed, a lost e-mail can be resent.
 */
export class GiftCodeMailer {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly fromAddress: string,
    private readonly storefrontUrl: string,
  ) {}

  async sendGiftCodes(orderIds: string[]): Promise<void> {
    if (orderIds.length === 0) return;
    try {
      const rows = await findGiftCodeMails(this.db, orderIds);
      for (const row of rows) {
        if (!row.giftee.email) continue;
        const giverName = [row.giver?.firstName, row.giver?.lastName].filter((n) => n?.trim()).join(' ') || null;
        const mail = renderGiftCodeMail({
          email: row.giftee.email,
          gifteeFirstName: row.giftee.firstName,
          giverName,
          sellerName: row.seller.name,
          timezone: row.seller.timezone,
          levelName: row.levelName,
          code: row.code.code,
          validTo: row.code.validTo,
          redeemUrl: `${storefrontBase(this.storefrontUrl, row.seller.slug)}/membership/redeem?gift_code=${row.code.code}`,
        });
        await this.transport.send({ from: { name: row.seller.name, address: this.fromAddress }, to: row.giftee.email, ...mail });
        this.log.info({ orderId: row.code.ticketOrderId, to: row.giftee.email }, 'gift code e-mail sent');
      }
    } catch (error) {
      this.log.error({ err: error, orderIds }, 'gift code e-mail failed');
    }
  }
}
