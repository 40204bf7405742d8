import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { ApiTicketOrder, ApiWalletPrecheck } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { tickets } from '../src/infra/db/schema';
import { GOOGLE_SAVE_URL } from '../src/wallet-passes/google-pass';
import { createSandboxAppleConfig, createSandboxGoogleConfig } from '../src/wallet-passes/sandbox';
import { walletSigners } from '../src/wallet-passes/wallet-pass-service';
import { Browser, buildTestApp, databaseKinds, expectError, useFixtureApp, type TestApp } from './helper';
import { createFixture } from './fixtures';
import { eventWithHandler, purchase, tourLines } from './order-fixtures';

const apple = createSandboxAppleConfig();
const google = createSandboxGoogleConfig();
const STOREFRONT = 'https://tickets.example.com';

/** The files of a zip archive (stored or deflated entries), read from its central directory. */
function unzip(archive: Buffer): Record<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let entry = archive.readUInt32LE(end + 16);
  const files: Record<string, Buffer> = {};
  for (let i = 0; i < count; i++) {
    const method = archive.readUInt16LE(entry + 10);
    const size = archive.readUInt32LE(entry + 20);
    const nameLength = archive.readUInt16LE(entry + 28);
    const extraLength = archive.readUInt16LE(entry + 30);
    const commentLength = archive.readUInt16LE(entry + 32);
    const local = archive.readUInt32LE(entry + 42);
    const name = archive.toString('utf8', entry + 46, entry + 46 + nameLength);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + size);
    files[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** `openssl smime -verify` of a detached DER signature over `content`; the signer's certificate (PEM), or throws. */
function verifiedSigner(signature: Buffer, content: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
  try {
    writeFileSync(join(dir, 'signature'), signature);
    writeFileSync(join(dir, 'content'), content);
    execFileSync(
      'openssl',
      ['smime', '-verify', '-noverify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'content', '-signer', 'signer.pem', '-out', '/dev/null'],
      { cwd: dir, stdio: 'pipe' },
    );
    return execFileSync('openssl', ['x509', '-in', 'signer.pem'], { cwd: dir, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const normalizedPem = (pem: string) => pem.replace(/\r/g, '').trim();

describe.each(databaseKinds)('wallet passes (%s)', (kind) => {
  const t = useFixtureApp(kind, { walletPasses: { apple, google, sandboxWhenUnconfigured: false }, storefrontUrl: STOREFRONT });

  async function boughtTickets(browser = new Browser(t.app)) {
    const { orderIds } = await purchase(t.app, browser, t.f.sellerId, tourLines(t.f));
    const order = (await browser.get<ApiTicketOrder>(`/api/ticket_order/${orderIds[0]}`)).body;
    return { browser, order, tickets: order.tickets };
  }

  it('walletprecheck offers both wallets for a booked ticket still to come, uncached', async () => {
    const { browser, tickets: [ticket] } = await boughtTickets();
    const res = await browser.get<ApiWalletPrecheck>(`/api/ticket/${ticket?.id}/walletprecheck`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ apple_wallet: true, google_wallet: true });
  });

  it('a cancelled, unbooked or redeemed ticket, a past session and a receipt ticket get no pass', async () => {
    const { browser, tickets: bought } = await boughtTickets();
    const [first, second] = bought.map((x) => x.id);
    const precheck = async (id: string) => (await browser.get<ApiWalletPrecheck>(`/api/ticket/${id}/walletprecheck`)).body;
    for (const state of ['cancelled', 'unbooked', 'redeemed'] as const) {
      await t.app.db.update(tickets).set({ state }).where(eq(tickets.id, first!));
      expect(await precheck(first!)).toEqual({ apple_wallet: false, google_wallet: false });
      expectError(await browser.get(`/api/ticket/${first}/pkpass`), 404, 'not_found', 'ticket');
      expectError(await browser.get(`/api/ticket/${first}/gwpass`), 404, 'not_found', 'ticket');
    }
    expect(await precheck(second!)).toEqual({ apple_wallet: true, google_wallet: true });
    // The session (10:00 New York, June 15 2030) has started.
    t.clock.advance(22 * 3600);
    expect(await precheck(second!)).toEqual({ apple_wallet: false, google_wallet: false });
    expectError(await browser.get(`/api/ticket/${second}/pkpass`), 404, 'not_found', 'ticket');

    // A donation has no session and no validity.
    t.clock.reset();
    const donation = await eventWithHandler(t.app, t.f, 'donation', 'Gift to the museum');
    const { orderIds } = await purchase(t.app, browser, t.f.sellerId, [donation]);
    const [donated] = (await browser.get<ApiTicketOrder>(`/api/ticket_order/${orderIds[0]}`)).body.tickets;
    expect(await precheck(donated!.id)).toEqual({ apple_wallet: false, google_wallet: false });
  });

  it('another visitor, a visitor without a session and an unknown id get the same 404', async () => {
    const { tickets: [ticket] } = await boughtTickets();
    const stranger = new Browser(t.app);
    await stranger.post('/api/identity', { first_name: 'Eve', last_name: 'Spy', email: 'eve@example.com' });
    const unknown = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
    for (const [browser, id] of [[stranger, ticket!.id], [new Browser(t.app), ticket!.id], ...unknown.map((u) => [stranger, u] as const)] as const) {
      for (const route of ['walletprecheck', 'pkpass', 'gwpass']) {
        const entry = expectError(await browser.get(`/api/ticket/${encodeURIComponent(id)}/${route}`), 404, 'not_found', 'ticket');
        expect(entry._description).toBe('We could not find that ticket.');
      }
    }
  });

  it('the routes take no query', async () => {
    const { browser, tickets: [ticket] } = await boughtTickets();
    expect((await browser.get(`/api/ticket/${ticket?.id}/walletprecheck?x=1`)).status).toBe(400);
  });

  it('pkpass is a zip of pass.json, images, a manifest of their SHA-1s and a PKCS#7 signature of the manifest', async () => {
    const { browser, order, tickets: [ticket] } = await boughtTickets();
    const res = await t.app.inject({ method: 'GET', url: `/api/ticket/${ticket?.id}/pkpass`, cookies: { sf_sid: browser.sessionCookie ?? '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tour-[0-9a-f]{8}\.pkpass"$/);

    const files = unzip(res.rawPayload);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'icon@2x.png', 'logo.png']));
    const pass = JSON.parse(files['pass.json']!.toString('utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: apple.passTypeIdentifier,
      teamIdentifier: apple.teamIdentifier,
      serialNumber: ticket?.id,
      organizationName: 'Test Museum',
      relevantDate: '2030-06-15T14:00:00.000Z',
    });
    expect(pass.barcodes).toEqual([
      { format: 'PKBarcodeFormatQR', message: ticket?.scan_code, messageEncoding: 'iso-8859-1', altText: ticket?.scan_code },
    ]);
    const fields = Object.fromEntries(
      ['primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'].flatMap((group) =>
        (pass.eventTicket[group] as { key: string; value: string }[]).map((f) => [f.key, f.value]),
      ),
    );
    // The session's time in the venue's zone (New York), not UTC.
    expect(fields).toEqual({
      event: 'Tour',
      date: 'Sat, June 15 2030, 10:00 AM',
      ticket_type: 'Adult',
      admit: ticket?.admit_name,
      order: order.order_number,
    });

    const manifest = JSON.parse(files['manifest.json']!.toString('utf8')) as Record<string, string>;
    const signedFiles = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(signedFiles.sort());
    for (const name of signedFiles) expect(manifest[name]).toBe(createHash('sha1').update(files[name]!).digest('hex'));

    expect(normalizedPem(verifiedSigner(files.signature!, files['manifest.json']!))).toBe(normalizedPem(apple.signerCert));
    // The signature covers the manifest: a changed manifest does not verify.
    expect(() => verifiedSigner(files.signature!, Buffer.from(files['manifest.json']!.toString('utf8').replace(/"/, ' "')))).toThrow();
  });

  it('gwpass redirects to Google’s save link with a JWT the service account signed, carrying the scan code', async () => {
    const { browser, tickets: [ticket] } = await boughtTickets();
    const res = await browser.get(`/api/ticket/${ticket?.id}/gwpass`);
    expect(res.status).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = String(res.headers.location);
    expect(location.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const jwt = location.slice(GOOGLE_SAVE_URL.length);

    const { payload, protectedHeader } = await jwtVerify(jwt, createPublicKey(google.publicKey), {
      issuer: google.serviceAccountEmail,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: [STOREFRONT] });
    const body = payload.payload as { eventTicketObjects: Record<string, unknown>[]; eventTicketClasses: Record<string, unknown>[] };
    const [object] = body.eventTicketObjects;
    expect(object).toMatchObject({
      id: `${google.issuerId}.${ticket?.id}`,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: ticket?.scan_code },
      ticketHolderName: ticket?.admit_name,
    });
    expect(body.eventTicketClasses[0]).toMatchObject({ id: object?.classId, issuerName: 'Test Museum', eventName: { defaultValue: { value: 'Tour' } } });

    // Another key's signature does not verify.
    await expect(jwtVerify(jwt, createPublicKey(createSandboxGoogleConfig().publicKey))).rejects.toThrow();
  });
});

describe('wallet pass configuration', () => {
  it('an unconfigured wallet is sandbox-signed outside production and off in production', () => {
    const development = walletSigners({ sandboxWhenUnconfigured: true, google });
    expect(development.sandboxed).toEqual(['apple']);
    expect(development.apple?.().passTypeIdentifier).toBe('pass.dev.storefront.sandbox');
    expect(development.google?.()).toBe(google);
    const production = walletSigners({ sandboxWhenUnconfigured: false, apple });
    expect(production.sandboxed).toEqual([]);
    expect(production.google).toBeNull();
  });
});

describe.each(databaseKinds)('wallet passes in production without configuration (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      walletPasses: { sandboxWhenUnconfigured: false },
      rateLimits: { enabled: true, rules: { walletPasses: { max: 3, windowMs: 60_000 } } },
    });
  });
  afterAll(async () => t?.close());

  it('the precheck answers false, the passes are not found, and the checks are rate limited', async () => {
    const f = await createFixture(t.app);
    const browser = new Browser(t.app);
    const { orderIds } = await purchase(t.app, browser, f.sellerId, tourLines(f));
    const [ticket] = (await browser.get<ApiTicketOrder>(`/api/ticket_order/${orderIds[0]}`)).body.tickets;
    expect((await browser.get(`/api/ticket/${ticket?.id}/walletprecheck`)).body).toEqual({ apple_wallet: false, google_wallet: false });
    expectError(await browser.get(`/api/ticket/${ticket?.id}/pkpass`), 404, 'not_found', 'ticket');
    expectError(await browser.get(`/api/ticket/${ticket?.id}/gwpass`), 404, 'not_found', 'ticket');
    expectError(await browser.get(`/api/ticket/${ticket?.id}/walletprecheck`), 429, 'too_many_requests', 'ticket');
  });
});
