/**
 * hCaptcha verification against a local stand-in for the verify URL (HCAPTCHA_VERIFY_URL):
 * the secret, the token and the site key are posted as a form; only `success: true` passes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { ApiCart, ApiSellerConfig } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { sellers } from '../src/infra/db/schema';
import { tickets } from './fixtures';
import { Browser, expectError, useFixtureApp } from './helper';
import { storeGuest } from './pay-helpers';

describe('captcha with a secret: verified by the verify URL', () => {
  const posted: Record<string, string>[] = [];
  let server: FastifyInstance | undefined;
  const payments = { hcaptchaSecret: '0x-test-secret', hcaptchaSiteKey: 'site-key-live', hcaptchaVerifyUrl: '' };
  // Before the app is built (hooks run in order): the app needs the stand-in's URL.
  beforeAll(async () => {
    server = Fastify();
    server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    server.post('/siteverify', async (request) => {
      const form = request.body as Record<string, string>;
      posted.push(form);
      return form.response === 'human-token' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    payments.hcaptchaVerifyUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(async () => {
    await server?.close();
  });
  const t = useFixtureApp('pglite', { payments });
  beforeAll(async () => {
    await t.app.db.update(sellers).set({ web: { checkout_captcha: true } }).where(eq(sellers.id, t.f.sellerId));
  });

  it('posts secret, response and sitekey; passes only what the verifier accepts', async () => {
    const config = (await new Browser(t.app).get<ApiSellerConfig>('/api/sellers/museum')).body;
    expect(config.providers.captcha).toEqual({ provider: 'hcaptcha', site_key: 'site-key-live', sandbox_script_url: null });
    expectError(await new Browser(t.app).get('/api/sandbox/hcaptcha.js'), 404, 'not_found');

    const buyer = new Browser(t.app);
    const cart = (
      await buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } })
    ).body;
    expectError(await storeGuest(buyer, cart.id), 400, 'captcha_required');
    // The sandbox's test token means nothing to the real verifier.
    expectError(
      await storeGuest(buyer, cart.id, { captcha: { provider: 'hcaptcha', token: '10000000-aaaa-bbbb-cccc-000000000001' } }),
      400,
      'captcha_invalid',
    );
    const ok = await storeGuest(buyer, cart.id, { captcha: { provider: 'hcaptcha', token: 'human-token' } });
    expect(ok.status).toBe(200);
    expect(posted.at(-1)).toMatchObject({ secret: '0x-test-secret', response: 'human-token', sitekey: 'site-key-live' });
    expect(posted).toHaveLength(2);
  });
});

describe('the sandboxes serve their stand-in scripts', () => {
  const t = useFixtureApp('pglite');
  it('GET sandbox/hcaptcha.js and sandbox/stripe.js: JavaScript, not cached', async () => {
    for (const name of ['hcaptcha.js', 'stripe.js']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sandbox/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.length).toBeGreaterThan(100);
    }
  });
});
