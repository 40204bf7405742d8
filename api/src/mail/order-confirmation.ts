/** `OrderEmails` over a mail transport: reads the orders, renders them, attaches the QR codes, sends. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../infra/db/client';
import { qrCodePng } from '../lib/qr-code';
import { loadConfirmation } from './confirmation-data';
import type { GiftCodeMailer } from './gift-code-mail';
import type { OrderEmails } from './order-emails';
import { cancelledTickets, hasScanCode, qrCid, renderOrderMail, type OrderMail } from './render-confirmation';
import type { MailTransport } from './transport';

export interface OrderMailerOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  fromAddress: string;
  /** Where the manage links start (`STOREFRONT_URL`). */
  storefrontUrl: string;
  /** A gift's codes go to the giftee after the buyer's confirmation. */
  giftCodes: GiftCodeMailer;
}

const LOG_NAMES: Record<OrderMail['kind'], string> = {
  confirmation: 'confirmation e-mail',
  update: 'order update e-mail',
  cancellation: 'order cancellation e-mail',
  resend: 'order resend e-mail',
};

export class OrderConfirmationMailer implements OrderEmails {
  constructor(private readonly options: OrderMailerOptions) {}

  async sendConfirmation(orderIds: string[]): Promise<void> {
    await this.send(orderIds, { kind: 'confirmation' });
    await this.options.giftCodes.sendGiftCodes(orderIds);
  }

  async resendConfirmation(orderId: string): Promise<void> {
    await this.send([orderId], { kind: 'confirmation' });
  }

  async sendOrderUpdate(orderId: string): Promise<void> {
    await this.send([orderId], { kind: 'update' });
  }

  async sendOrderCancellation(orderId: string, ticketIds: string[]): Promise<void> {
    await this.send([orderId], { kind: 'cancellation', ticketIds });
  }

  async sendOrderList(orderIds: string[], to: string): Promise<void> {
    await this.send(orderIds, { kind: 'resend' }, to);
  }

  /** Renders and sends one order e-mail, to `to` or else the purchaser; logs instead of throwing. */
  private async send(orderIds: string[], mail: OrderMail, to?: string): Promise<void> {
    const { db, transport, log, fromAddress, storefrontUrl } = this.options;
    const name = LOG_NAMES[mail.kind];
    try {
      const confirmation = await loadConfirmation(db, orderIds, storefrontUrl);
      if (!confirmation) {
        log.warn({ orderIds }, `${name} not sent: no orders or no purchaser e-mail`);
        return;
      }
      if (mail.kind === 'cancellation' && cancelledTickets(confirmation, mail).length === 0) {
        log.warn({ orderIds, ticketIds: mail.ticketIds }, `${name} not sent: none of these tickets is cancelled`);
        return;
      }
      const { subject, html, text } = renderOrderMail(confirmation, mail);
      const attachments = await Promise.all(
        confirmation.orders.filter(hasScanCode).map(async (o) => ({
          filename: `${o.orderNumber}.png`,
          content: await qrCodePng(o.scanCode),
          contentType: 'image/png',
          cid: qrCid(o),
        })),
      );
      const recipient = to ?? confirmation.email;
      await transport.send({
        // The seller is the sender people recognise: "City Museum of Art" <tickets@…>.
        from: { name: confirmation.sellerName, address: fromAddress },
        to: recipient,
        subject,
        html,
        text,
        attachments,
      });
      log.info({ orderIds, to: recipient }, `${name} sent`);
    } catch (error) {
      // The change is committed; a lost e-mail can be resent, a failed purchase cannot.
      log.error({ err: error, orderIds }, `${name} failed`);
    }
  }
}
