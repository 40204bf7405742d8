import type { ApiCart, ApiTicketOrder } from '@storefront/shared/wire';
import type { MailboxMessageJson } from '../src/mail/mailbox-json';
import { MAIL_QUEUE } from '../src/mail/mail-delivery';
import { eq } from 'drizzle-orm';
import { tickets as ticketRows } from '../src/infra/db/schema';
import { qrCodePng } from '../src/lib/qr-code';
import { createFixture, tickets } from './fixtures';
import { Browser, buildTestApp, databaseKinds, useFixtureApp } from './helper';
import { eventWithHandler, GRACE, purchase, tourLines } from './order-fixtures';
import { card, purchase as payFor } from './pay-helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('confirmation e-mail (%s)', (kind) => {
  const t = useFixtureApp(kind, { mail: { from: 'tickets@museum.example' } });
  beforeEach(() => t.app.devMailbox?.clear());

  async function inbox(address: string): Promise<MailboxMessageJson[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/messages?to=${encodeURIComponent(address)}` });
    return (JSON.parse(res.body) as { data: MailboxMessageJson[] }).data;
  }

  it('one e-mail per purchase: orders, venue-local times, admit names, scan codes, totals, a QR per order', async () => {
    const buyer = new Browser(t.app);
    const donation = await eventWithHandler(t.app, t.f, 'donation', 'Annual Fund');
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, [...tourLines(t.f), donation]);
    await expect(t.app.orderEmails.sendConfirmation(orderIds)).resolves.toBeUndefined();

    const messages = await inbox(GRACE.email);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    if (!mail?.html) throw new Error('no HTML part');
    const orders = await Promise.all(orderIds.map(async (id) => (await buyer.get<ApiTicketOrder>(`/api/ticket_order/${id}`)).body));
    const [tour, fund] = orders.sort((a, b) => a.order_number.localeCompare(b.order_number));
    if (!tour || !fund) throw new Error('orders missing');
    expect(tour.event_name).toBe('Tour');
    expect(mail.from).toBe('"Test Museum" <tickets@museum.example>');
    expect(mail.subject).toBe(`Your Test Museum orders ${tour.order_number}, ${fund.order_number}`);

    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Hi Grace,');
      expect(part).toContain(`Order ${tour.order_number}: Tour`);
      expect(part).toContain(`Order ${fund.order_number}: Annual Fund`);
      // s1 starts 14:00Z, 10:00 in New York.
      expect(part).toContain('Sat, June 15 2030, 10:00 AM');
      expect(part).toContain('Grace Hopper');
      expect(part).toContain('Alan Turing');
      for (const ticket of tour.tickets) expect(part).toContain(ticket.scan_code ?? 'missing');
      expect(part).toContain(tour.scan_code);
      expect(part).toContain('Order total: $40.00');
      expect(part).toContain('Order total: $5.00');
    }
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    expect(mail.html).toContain(`alt="QR code for order ${tour.order_number}, scan code ${tour.scan_code}"`);
    expect(mail.text).toContain('Receipt (nothing to scan).');
    expect(mail.text).toContain('- Annual Fund, $5.00\nOrder total: $5.00');
    expect(mail.text).toContain('- Adult, Sat, June 15 2030, 10:00 AM, admit Grace Hopper, $20.00 (scan code');

    // One QR: the donation order is a receipt.
    expect(mail.attachments).toHaveLength(1);
    const [qr] = mail.attachments;
    expect(qr).toMatchObject({ content_type: 'image/png', filename: `${tour.order_number}.png` });
    expect(mail.html).toContain(`src="cid:${qr?.cid}"`);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox/messages/${mail.id}/attachments/${encodeURIComponent(qr?.cid ?? '')}`,
    });
    expect(image.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(image.rawPayload.equals(await qrCodePng(tour.scan_code))).toBe(true);
  });

  it('paying for a cart sends its confirmation to the purchaser', async () => {
    const buyer = new Browser(t.app);
    const cart = await buyer.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 2) },
    });
    const paid = await payFor(t.app, buyer, cart.body.id, [card('40.00')]);
    expect(paid.status).toBe(200);
    const [order] = paid.body.ticket_order;
    const [mail] = await inbox(GRACE.email);
    expect(mail?.subject).toBe(`Your Test Museum order ${order?.order_number}`);
    expect(mail?.text).toContain('Sat, June 15 2030, 10:00 AM');
    expect(mail?.attachments).toHaveLength(1);
  });

  it('one order: the subject names it; a receipt-only purchase has no QR', async () => {
    const buyer = new Browser(t.app);
    const gift = await eventWithHandler(t.app, t.f, 'ledger', 'Gift card');
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, [gift]);
    await t.app.orderEmails.sendConfirmation(orderIds);
    const [mail] = await inbox(GRACE.email);
    expect(mail?.subject).toMatch(/^Your Test Museum order SF-\d{6}$/);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.html).not.toContain('<img');
  });

  it('a cancellation of every ticket says none remain, keeps the manage link and attaches no code', async () => {
    const buyer = new Browser(t.app);
    const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, tourLines(t.f));
    const [id] = orderIds;
    const order = (await buyer.get<ApiTicketOrder>(`/api/ticket_order/${id}`)).body;
    await t.app.db.update(ticketRows).set({ state: 'cancelled' }).where(eq(ticketRows.ticketOrderId, order.id));
    await t.app.orderEmails.sendOrderCancellation(order.id, order.tickets.map((ticket) => ticket.id));
    const [mail] = await inbox(GRACE.email);
    expect(mail?.subject).toBe(`Tickets cancelled on your order ${order.order_number}`);
    expect(mail?.html).toMatch(/<h1[^>]*>Your tickets have been cancelled<\/h1>/);
    expect(mail?.text).toContain('- Adult, Sat, June 15 2030, 10:00 AM, admit Grace Hopper (scan code');
    expect(mail?.text).toContain(`Order ${order.order_number}: Tour\nNo tickets remain on this order.\nManage your order: http://localhost:3000/manage/${order.id}?key=`);
    expect(mail?.attachments).toEqual([]);
  });

  it('unknown or malformed ids send nothing and do not throw', async () => {
    await expect(t.app.orderEmails.sendOrderUpdate('00000000-0000-4000-8000-000000000000')).resolves.toBeUndefined();
    await expect(t.app.orderEmails.sendOrderCancellation('nope', ['nope'])).resolves.toBeUndefined();
    await expect(t.app.orderEmails.sendOrderList([], GRACE.email)).resolves.toBeUndefined();
    await expect(t.app.orderEmails.sendConfirmation(['00000000-0000-4000-8000-000000000000', 'nope'])).resolves.toBeUndefined();
    await expect(t.app.orderEmails.sendConfirmation([])).resolves.toBeUndefined();
    expect(t.app.devMailbox?.list()).toEqual([]);
  });
});

describe('confirmation e-mail when SMTP fails', () => {
  it('resolves, logs the failure and leaves the mail to its job, which retries it', async () => {
    const lines: string[] = [];
    // Port 9 (discard) on localhost refuses the connection.
    const t = await buildTestApp('pglite', {
      mail: { smtpUrl: 'smtp://127.0.0.1:9' },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const f = await createFixture(t.app);
      const { orderIds } = await purchase(t.app, new Browser(t.app), f.sellerId, tourLines(f));
      await expect(t.app.orderEmails.sendConfirmation(orderIds)).resolves.toBeUndefined();
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; job?: string; outcome?: string });
      expect(logged).toContainEqual(expect.objectContaining({ msg: 'mail not delivered at once; its job retries it', job: MAIL_QUEUE, outcome: 'retry' }));
      const queued = (await t.app.jobs.countsByState()).find((c) => c.queue === MAIL_QUEUE && c.state === 'created');
      expect(queued?.count).toBe(1);
    } finally {
      await t.close();
    }
  });
});
