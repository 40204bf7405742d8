import { Browser, buildTestApp, expectError, logCollector, type TestApp } from './helper';
import { DEFAULT_RATE_LIMIT_RULES } from '../src/rate-limits/rate-limits-plugin';

const CLIENT_ERRORS_PER_MINUTE = DEFAULT_RATE_LIMIT_RULES.clientErrors.max;

const report = (o: Record<string, unknown> = {}) => ({
  level: 'error',
  message: 'Cannot read properties of undefined',
  url: 'https://shop.example/checkout',
  context: { source: 'region', region: 'checkout/CartWidget' },
  ...o,
});

describe('POST /api/client_errors', () => {
  const log = logCollector();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { logger: { level: 'info', stream: log.stream }, rateLimits: { enabled: true } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    log.lines.length = 0;
    t.clock.reset();
  });

  const clientLines = () => log.lines.filter((l) => l.client !== undefined);

  it('answers 204 and logs an error at warn, an info event at info', async () => {
    const browser = new Browser(t.app);
    expect((await browser.post('/api/client_errors', report())).status).toBe(204);
    expect((await browser.post('/api/client_errors', report({ level: 'info', message: 'cookies_disabled', context: { page: 'checkout' } }))).status).toBe(204);
    const [error, info] = clientLines();
    expect(error).toMatchObject({ level: 40, msg: 'client error', client: { message: 'Cannot read properties of undefined', context: { region: 'checkout/CartWidget' } } });
    expect(info).toMatchObject({ level: 30, msg: 'client event', client: { level: 'info', message: 'cookies_disabled' } });
  });

  it('refuses unknown properties, as every body does (ADR 0013)', async () => {
    const res = await new Browser(t.app).post('/api/client_errors', report({ user: { id: 7 }, extra: 'x' }));
    expectError(res, 400, 'validation_failed', 'client_errors');
    expect(clientLines()).toEqual([]);
  });

  it('masks e-mail addresses again in the log line', async () => {
    const res = await new Browser(t.app).post(
      '/api/client_errors',
      report({
        message: 'No account for grace.hopper@example.com',
        url: 'https://shop.example/resend?email=grace%40example.com',
        context: { nested: [{ note: 'ask ada@example.org' }] },
      }),
    );
    expect(res.status).toBe(204);
    const line = JSON.stringify(log.lines);
    expect(line).not.toMatch(/grace|ada@/);
    expect(clientLines()[0]!.client).toMatchObject({
      message: 'No account for [email]',
      url: 'https://shop.example/resend?email=[email]',
      context: { nested: [{ note: 'ask [email]' }] },
    });
  });

  type Bad = [name: string, body: unknown];
  const bad: Bad[] = [
    ['no message', { level: 'error' }],
    ['empty message', report({ message: '' })],
    ['message over 1000 characters', report({ message: 'x'.repeat(1001) })],
    ['unknown level', report({ level: 'fatal' })],
    ['url over 2000 characters', report({ url: `https://shop.example/${'a'.repeat(2000)}` })],
    ['context not an object', report({ context: 'oops' })],
    ['context with too many properties', report({ context: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) })],
    ['body not an object', [1, 2]],
  ];
  it.each(bad)('answers 400 for %s', async (_name, body) => {
    const res = await new Browser(t.app).post('/api/client_errors', body);
    expectError(res, 400, 'validation_failed', 'client_errors');
    expect(clientLines()).toHaveLength(0);
  });

  it('refuses a body over 16 KB', async () => {
    const res = await new Browser(t.app).post('/api/client_errors', report({ context: { blob: 'x'.repeat(17 * 1024) } }));
    expectError(res, 413, 'payload_too_large');
  });

  it(`takes ${CLIENT_ERRORS_PER_MINUTE} reports a minute per address, then answers 429 until the minute is over`, async () => {
    const browser = new Browser(t.app);
    // A session cookie as the storefront has one (any call that needs the session sets it).
    await browser.post('/api/identity', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' });
    expect(browser.sessionCookie).toBeDefined();
    // The earlier tests' reports came from the same address: their minute is over.
    t.clock.advance(60);
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i += 1) {
      expect((await browser.post('/api/client_errors', report({ message: `m${i}` }))).status).toBe(204);
    }
    const refused = await browser.post('/api/client_errors', report());
    expectError(refused, 429, 'too_many_requests', 'client_errors');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The count is the address's: another session, or a made-up cookie, gets no new one.
    const other = new Browser(t.app);
    await other.post('/api/identity', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' });
    expectError(await other.post('/api/client_errors', report()), 429, 'too_many_requests');
    const forged = await t.app.inject({ method: 'POST', url: '/api/client_errors', payload: report(), cookies: { sf_sid: 'made-up-cookie' } });
    expect(forged.statusCode).toBe(429);
    // Another address has its own count.
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/client_errors', payload: report(), remoteAddress: '192.0.2.7' });
    expect(elsewhere.statusCode).toBe(204);
    // The next minute takes reports again.
    t.clock.advance(Number(refused.headers['retry-after']));
    expect((await browser.post('/api/client_errors', report())).status).toBe(204);
  });
});
