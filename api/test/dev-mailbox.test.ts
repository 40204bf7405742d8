import nodemailer, { type SendMailOptions } from 'nodemailer';
import { mailOptionsFromEnv } from '../src/mail/mail-plugin';
import { DevMailbox, MAX_MESSAGE_BYTES } from '../src/mail/dev-mailbox';
import type { MailboxMessageJson } from '../src/mail/mailbox-json';
import { qrCodePng } from '../src/lib/qr-code';
import { buildTestApp, databaseKinds, expectError, type Reply, type TestApp } from './helper';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function sendTo(port: number, mail: SendMailOptions): Promise<void> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}

describe.each(databaseKinds)('dev mailbox (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.app.devMailbox?.clear();
  });

  const json = async <T>(url: string, method: 'GET' | 'DELETE' = 'GET'): Promise<Reply<T>> => {
    const res = await t.app.inject({ method, url });
    return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as T, headers: res.headers };
  };

  it('receives a real SMTP message from nodemailer and serves it over HTTP', async () => {
    const mailbox = t.app.devMailbox;
    if (!mailbox) throw new Error('no dev mailbox');
    expect(mailbox.smtpPort).toBeGreaterThan(0);
    const png = await qrCodePng('ABC123');
    await sendTo(mailbox.smtpPort, {
      from: '"City Museum of Art" <tickets@example.org>',
      to: 'Visitor@Example.com',
      subject: 'Hello there',
      text: 'Plain words',
      html: '<p>Hi</p><img src="cid:qr-1@test" alt="QR">',
      attachments: [{ filename: 'qr.png', content: png, contentType: 'image/png', cid: 'qr-1@test' }],
    });
    await sendTo(mailbox.smtpPort, { from: 'a@example.org', to: 'someone@example.com', subject: 'Other', text: 'x' });

    const list = await json<{ data: MailboxMessageJson[] }>('/api/dev/mailbox/messages?to=visitor@example.com');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.data).toHaveLength(1);
    const [message] = list.body.data;
    expect(message).toMatchObject({
      to: ['visitor@example.com'],
      from: '"City Museum of Art" <tickets@example.org>',
      subject: 'Hello there',
      text: 'Plain words',
      attachments: [{ filename: 'qr.png', content_type: 'image/png', cid: 'qr-1@test', size: png.length }],
    });
    expect(message?.html).toContain('cid:qr-1@test');
    expect(Date.parse(message?.date ?? '')).not.toBeNaN();

    // Newest first, all recipients.
    const all = await json<{ data: MailboxMessageJson[] }>('/api/dev/mailbox/messages');
    expect(all.body.data.map((m) => m.subject)).toEqual(['Other', 'Hello there']);

    const one = await json<MailboxMessageJson>(`/api/dev/mailbox/messages/${message?.id}`);
    expect(one.body).toEqual(message);

    const html = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/messages/${message?.id}/html` });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    const imageUrl = `/api/dev/mailbox/messages/${message?.id}/attachments/${encodeURIComponent('qr-1@test')}`;
    expect(html.body).toContain(`src="${imageUrl}"`);
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(image.rawPayload.equals(png)).toBe(true);

    const page = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Dev mailbox</h1>');
    expect(page.body.indexOf('Other')).toBeLessThan(page.body.indexOf('Hello there'));
    expect(page.body).toContain('visitor@example.com');
    expect(page.body).toContain(`href="/api/dev/mailbox/messages/${message?.id}/html"`);

    expect((await json('/api/dev/mailbox/messages', 'DELETE')).status).toBe(204);
    expect((await json<{ data: unknown[] }>('/api/dev/mailbox/messages')).body.data).toEqual([]);
  });

  it('answers unknown messages, attachments and bad queries with the error shape', async () => {
    expectError(await json('/api/dev/mailbox/messages/nope'), 404, 'not_found', 'dev_mailbox');
    expectError(await json('/api/dev/mailbox/messages/nope/html'), 404, 'not_found', 'dev_mailbox');
    const port = t.app.devMailbox?.smtpPort ?? 0;
    await sendTo(port, { from: 'a@example.org', to: 'b@example.org', subject: 'Plain', text: 'only <text>' });
    const [message] = (await json<{ data: MailboxMessageJson[] }>('/api/dev/mailbox/messages')).body.data;
    expectError(await json(`/api/dev/mailbox/messages/${message?.id}/attachments/missing`), 404, 'not_found');
    // A text-only message is shown as escaped text.
    const html = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/messages/${message?.id}/html` });
    expect(html.body).toContain('only &lt;text&gt;');
    expectError(await json(`/api/dev/mailbox/messages?to=${'x'.repeat(300)}`), 400, 'validation_failed');
  });
});

describe('dev mailbox without the API', () => {
  it('keeps only the newest messages', async () => {
    const mailbox = new DevMailbox(() => new Date(), 2);
    const port = await mailbox.listen(0);
    try {
      for (const subject of ['one', 'two', 'three']) {
        await sendTo(port, { from: 'a@example.org', to: 'b@example.org', subject, text: subject });
      }
      expect(mailbox.list().map((m) => m.subject)).toEqual(['three', 'two']);
    } finally {
      await mailbox.close();
    }
  });

  it('refuses a message over the size limit', async () => {
    const mailbox = new DevMailbox(() => new Date());
    const port = await mailbox.listen(0);
    try {
      const huge = 'x'.repeat(MAX_MESSAGE_BYTES + 1024);
      await expect(sendTo(port, { from: 'a@example.org', to: 'b@example.org', subject: 'big', text: huge })).rejects.toThrow();
      expect(mailbox.list()).toEqual([]);
    } finally {
      await mailbox.close();
    }
  });

  it('is not served when mail goes to an SMTP relay', async () => {
    const t = await buildTestApp('pglite', { mail: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      expect(t.app.devMailbox).toBeNull();
      for (const url of ['/api/dev/mailbox', '/api/dev/mailbox/messages']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it('reads its settings from the environment and refuses malformed ones', () => {
    expect(mailOptionsFromEnv({})).toEqual({});
    expect(
      mailOptionsFromEnv({ SMTP_URL: 'smtp://u:p@mail.example:587', MAIL_FROM: 'tickets@museum.example', MAILBOX_SMTP_PORT: '2525' }),
    ).toEqual({ smtpUrl: 'smtp://u:p@mail.example:587', from: 'tickets@museum.example', mailboxSmtpPort: 2525 });
    expect(() => mailOptionsFromEnv({ MAILBOX_SMTP_PORT: 'twenty' })).toThrow('MAILBOX_SMTP_PORT');
    expect(() => mailOptionsFromEnv({ MAILBOX_SMTP_PORT: '70000' })).toThrow('MAILBOX_SMTP_PORT');
    expect(() => mailOptionsFromEnv({ MAIL_FROM: '"Museum" <t@museum.example>' })).toThrow('MAIL_FROM');
  });
});
