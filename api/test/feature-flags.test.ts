import type { ApiFeatureFlags } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { sellers } from '../src/infra/db/schema';
import { DEFAULT_FEATURE_FLAGS, resolveFeatureFlags } from '../src/sellers/feature-flags';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';

const SELLER = '6f1c0a52-8f3e-4f7a-9a57-0d6f2b7c9e11';
const devices = Array.from({ length: 1000 }, (_, i) => `device-${i}`);

function shareOn(flag: string, configured: unknown, sellerId = SELLER): number {
  return devices.filter((device) => resolveFeatureFlags(sellerId, configured, device).flags[flag]).length / devices.length;
}

describe('resolving a seller’s flags for a device', () => {
  it('the my area’s defaults when nothing is set: account and profile on, tickets off', () => {
    expect(resolveFeatureFlags(SELLER, undefined, 'd1')).toEqual({ flags: { my_account: true, my_profile: true, my_tickets: false } });
    expect(DEFAULT_FEATURE_FLAGS).toEqual({ my_account: true, my_profile: true, my_tickets: false });
  });

  it('booleans as they are, new flags added, values of another shape leave the default', () => {
    const configured = { my_account: false, my_tickets: true, beta_calendar: true, my_profile: 'yes', broken: { percent: 'x' } };
    expect(resolveFeatureFlags(SELLER, configured, 'd1').flags).toEqual({
      my_account: false,
      my_profile: true,
      my_tickets: true,
      beta_calendar: true,
    });
  });

  it('a percentage is on for about that share of devices: 30% of 1000 devices lands between 25% and 35%', () => {
    const share = shareOn('beta', { beta: { percent: 30 } });
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
    expect(shareOn('beta', { beta: { percent: 0 } })).toBe(0);
    expect(shareOn('beta', { beta: { percent: 100 } })).toBe(1);
  });

  it('a device always gets the same answer; raising the percentage only adds devices', () => {
    for (const device of devices.slice(0, 200)) {
      const at30 = resolveFeatureFlags(SELLER, { beta: { percent: 30 } }, device).flags.beta;
      expect(resolveFeatureFlags(SELLER, { beta: { percent: 30 } }, device).flags.beta).toBe(at30);
      if (at30) expect(resolveFeatureFlags(SELLER, { beta: { percent: 60 } }, device).flags.beta).toBe(true);
    }
  });

  it('each flag and each seller draws its own devices', () => {
    const onFor = (flag: string, sellerId: string) =>
      devices.filter((device) => resolveFeatureFlags(sellerId, { [flag]: { percent: 50 } }, device).flags[flag]).join();
    expect(onFor('a', SELLER)).not.toBe(onFor('b', SELLER));
    expect(onFor('a', SELLER)).not.toBe(onFor('a', '0b1c0a52-8f3e-4f7a-9a57-0d6f2b7c9e11'));
  });
});

describe.each(databaseKinds)('GET feature_flags (%s)', (kind) => {
  const t = useFixtureApp(kind);
  const url = (query: string) => `/api/feature_flags?${query}`;

  it('answers the seller’s flags for the device, kept by the browser for a minute', async () => {
    await t.app.db
      .update(sellers)
      .set({ web: { feature_flags: { my_tickets: true, my_profile: false, rollout: { percent: 100 } } } })
      .where(eq(sellers.id, t.f.sellerId));
    const reply = await new Browser(t.app).get<ApiFeatureFlags>(url(`tenant=${t.f.sellerId}&device_id=Abc_123-x`));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ flags: { my_account: true, my_profile: false, my_tickets: true, rollout: true } });
    expect(reply.headers['cache-control']).toBe('private, max-age=60');
    // No session is started for it.
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('the defaults for a seller without flags', async () => {
    const reply = await new Browser(t.app).get<ApiFeatureFlags>(url(`tenant=${t.f.otherSellerId}&device_id=d1`));
    expect(reply.body).toEqual({ flags: DEFAULT_FEATURE_FLAGS });
  });

  it('404 seller not_found for an unknown tenant', async () => {
    expectError(
      await new Browser(t.app).get(url('tenant=00000000-0000-4000-8000-000000000000&device_id=d1')),
      404,
      'not_found',
      'seller',
    );
  });

  it.each([
    ['no device id', (seller: string) => `tenant=${seller}`],
    ['no tenant', () => 'device_id=d1'],
    ['a tenant that is no id', () => 'tenant=city-museum&device_id=d1'],
    ['an empty device id', (seller: string) => `tenant=${seller}&device_id=`],
    ['a device id of 101 characters', (seller: string) => `tenant=${seller}&device_id=${'d'.repeat(101)}`],
    ['a device id with other characters', (seller: string) => `tenant=${seller}&device_id=d%2F1`],
    ['two device ids', (seller: string) => `tenant=${seller}&device_id=a&device_id=b`],
    ['an unknown parameter', (seller: string) => `tenant=${seller}&device_id=d1&user=1`],
  ])('400 validation_failed for %s', async (_case, query) => {
    expectError(await new Browser(t.app).get(url(query(t.f.sellerId))), 400, 'validation_failed', 'feature_flags');
  });

  it('a device id of 100 characters is fine', async () => {
    expect((await new Browser(t.app).get(url(`tenant=${t.f.sellerId}&device_id=${'d'.repeat(100)}`))).status).toBe(200);
  });
});
