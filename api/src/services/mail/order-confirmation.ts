/** `OrderEmails` over a mail transport: reads the purchase, renders it, attaches the QR codes, sends. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isReceiptOnly } from '../order-kind';
import { qrCodePng } from '../qr-code';
import { loadConfirmation } from './confirmation-data';
import type { OrderEmails } from './order-emails';
import { qrCid, renderConfirmation } from './render-confirmation';
import type { MailTransport } from './transport';

export class OrderConfirmationMailer implements OrderEmails {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly fromAddress: string,
  ) {}

  async sendConfirmation(orderIds: string[]): Promise<void> {
    try {
      const confirmation = await loadConfirmation(this.db, orderIds);
      if (!confirmation) {
        this.log.warn({ orderIds }, 'confirmation e-mail not sent: no orders or no purchaser e-mail');
        return;
      }
      const { subject, html, text } = renderConfirmation(confirmation);
      const scannable = confirmation.orders.filter((o) => !isReceiptOnly(o.kind));
      const attachments = await Promise.all(
        scannable.map(async (o) => ({
          filename: `${o.orderNumber}.png`,
          content: await qrCodePng(o.scanCode),
          contentType: 'image/png',
          cid: qrCid(o),
        })),
      );
      await this.transport.send({
        // The seller is the sender people recognise: "City Museum of Art" <tickets@…>.
        from: { name: confirmation.sellerName, address: this.fromAddress },
        to: confirmation.email,
        subject,
        html,
        text,
        attachments,
      });
      this.log.info({ orderIds, to: confirmation.email }, 'confirmation e-mail sent');
    } catch (error) {
      // The purchase is committed; a lost e-mail can be resent, a failed purchase cannot.
      this.log.error({ err: error, orderIds }, 'confirmation e-mail failed');
    }
  }
}
