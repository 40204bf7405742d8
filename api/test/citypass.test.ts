import type { ApiCart } from '@storefront/shared/wire';
import { eq, sql } from 'drizzle-orm';
import { sellers } from '../src/infra/db/schema';
import { CITYPASS_MISMATCH, isChildType, normaliseCitypassCode } from '../src/catalog/citypass';
import { tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { FREE, purchase } from './pay-helpers';

const GROUPS = { adult_regexp: '^CPA\\d{8}$', child_regexp: '^CPC\\d{8}$', child_ticket_type_keywords: ['child'] };

describe('CityPASS rules (spec 01 §5)', () => {
  it('normalises codes: trimmed, upper-case, without spaces and dashes', () => {
    expect(normaliseCitypassCode('  cpa-1234 5678 ')).toBe('CPA12345678');
  });
  it('a type is a child type when its name contains a keyword (default child)', () => {
    expect(isChildType('Child (CityPASS)', { adult_regexp: '', child_regexp: '' })).toBe(true);
    expect(isChildType('Youth', { ...GROUPS, child_ticket_type_keywords: ['youth', 'kid'] })).toBe(true);
    expect(isChildType('Adult', GROUPS)).toBe(false);
  });
});

describe.each(databaseKinds)('CityPASS vouchers (%s)', (kind) => {
  const t = useFixtureApp(kind);

  beforeAll(async () => {
    await t.app.db.update(sellers).set({ web: { citypass_code_groups: GROUPS } }).where(eq(sellers.id, t.f.sellerId));
  });

  const visit = '2030-06-15T14:00:00.000Z';
  const adultAndChild = () => [...tickets(t.f.event.adultId, t.f.sessions.s1, 1), ...tickets(t.f.event.childId, t.f.sessions.s1, 1)];
  const reserve = (browser: Browser, codes: string[], items = adultAndChild(), handlerData: unknown = { visit_datetime: visit }) =>
    browser.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      apply_code_before: { codes, handler: 'citypass', ...(handlerData ? { handler_data: handlerData } : {}) },
      reserve: { tickets: items },
    });
  const redemptions = async () =>
    (await t.app.db.execute(sql`SELECT code FROM citypass_redemptions ORDER BY code`)) as unknown as { rows: { code: string }[] };

  it('valid codes (normalised) reserve one ticket each and are recorded', async () => {
    const res = await reserve(new Browser(t.app), ['cpa-1234 5678', 'CPC12345678']);
    expect(res.status).toBe(200);
    expect(res.body.tickets).toHaveLength(2);
    expect((await redemptions()).rows.map((r) => r.code)).toEqual(['CPA12345678', 'CPC12345678']);
  });

  it('a code not matching the pattern of its ticket type is invalid_citypass with the code', async () => {
    // A child code for the adult ticket.
    const res = expectError(await reserve(new Browser(t.app), ['CPC12345678', 'CPC87654321']), 400, 'invalid_citypass', 'citypass');
    expect(res._description).toBe(CITYPASS_MISMATCH);
    expect(res._extra).toEqual({ code: 'CPC12345678' });
    expect((await redemptions()).rows).toEqual([]);
  });

  it('a code held by another live cart, or twice in one request, is code_exhausted', async () => {
    expect((await reserve(new Browser(t.app), ['CPA12345678', 'CPC12345678'])).status).toBe(200);
    const again = expectError(
      await reserve(new Browser(t.app), ['CPA87654321', 'CPC12345678']),
      409,
      'code_exhausted',
      'citypass',
    );
    expect(again._extra).toEqual({ code: 'CPC12345678' });
    const twice = [...tickets(t.f.event.adultId, t.f.sessions.s1, 2)];
    expectError(await reserve(new Browser(t.app), ['CPA11111111', 'CPA11111111'], twice), 409, 'code_exhausted', 'citypass');
  });

  it('after the first cart expires the code is free again', async () => {
    expect((await reserve(new Browser(t.app), ['CPA12345678', 'CPC12345678'])).status).toBe(200);
    t.clock.advance(901);
    expect((await reserve(new Browser(t.app), ['CPA12345678', 'CPC12345678'])).status).toBe(200);
    expect((await redemptions()).rows).toHaveLength(2);
  });

  it('a code of a booked order stays used after its cart has completed', async () => {
    const buyer = new Browser(t.app);
    const cart = (await reserve(buyer, ['CPA12345678'], tickets(t.f.free.typeId, t.f.free.sessionId, 1))).body;
    const done = await purchase(t.app, buyer, cart.id, FREE);
    expect(done.body.state).toBe('completed');
    t.clock.advance(3600);
    const free = tickets(t.f.free.typeId, t.f.free.sessionId, 1);
    expectError(await reserve(new Browser(t.app), ['CPA12345678'], free), 409, 'code_exhausted', 'citypass');
  });

  it('a discarded cart frees its codes', async () => {
    const browser = new Browser(t.app);
    const cart = (await reserve(browser, ['CPA12345678', 'CPC12345678'])).body;
    expect((await browser.delete(`/api/my/cart/${cart.id}`)).status).toBe(204);
    expect((await reserve(new Browser(t.app), ['CPA12345678', 'CPC12345678'])).status).toBe(200);
  });

  it('one code per ticket: a count mismatch is validation_failed (citypass)', async () => {
    expectError(await reserve(new Browser(t.app), ['CPA12345678']), 422, 'validation_failed', 'citypass');
  });

  it('visit_datetime is required', async () => {
    expectError(await reserve(new Browser(t.app), ['CPA12345678', 'CPC12345678'], adultAndChild(), null), 422, 'validation_failed', 'citypass');
    expectError(await reserve(new Browser(t.app), ['CPA12345678', 'CPC12345678'], adultAndChild(), {}), 400, 'validation_failed');
  });

  it('a seller without CityPASS patterns answers citypass_failure', async () => {
    await t.app.db.update(sellers).set({ web: {} }).where(eq(sellers.id, t.f.sellerId));
    try {
      expectError(await reserve(new Browser(t.app), ['CPA12345678', 'CPC12345678']), 422, 'citypass_failure', 'citypass');
    } finally {
      await t.app.db.update(sellers).set({ web: { citypass_code_groups: GROUPS } }).where(eq(sellers.id, t.f.sellerId));
    }
  });
});
