import type { ApiCart } from '@storefront/shared/wire';
import { tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';

describe.each(databaseKinds)('the end-to-end stack’s test clock (%s)', (kind) => {
  describe('with testClock', () => {
    const t = useFixtureApp(kind, { testClock: true });

    it('moves the API’s clock forward, so a held cart expires without waiting for it', async () => {
      const visitor = new Browser(t.app);
      const created = await visitor.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
      });
      expect(created.status).toBe(200);
      const holdSeconds = created.body.expires_in!;

      const before = t.app.clock().getTime();
      const moved = await visitor.post<{ now: string }>('/api/__test__/clock', { advance_seconds: holdSeconds + 1 });
      expect(moved.status).toBe(200);
      expect(new Date(moved.body.now).getTime() - before).toBe((holdSeconds + 1) * 1000);

      const after = await visitor.get<ApiCart>(`/api/my/cart/${created.body.id}`);
      expect(after.body.expires_in ?? 0).toBeLessThanOrEqual(0);
    });

    it('goes back to the real clock on DELETE', async () => {
      const visitor = new Browser(t.app);
      const before = t.app.clock().getTime();
      await visitor.post('/api/__test__/clock', { advance_seconds: 600 });
      expect(t.app.clock().getTime()).toBe(before + 600_000);
      // The test's own clock, without any offset (an earlier test of this app moved it too).
      const real = t.clock.now().getTime();
      expect(real).toBeLessThan(before + 600_000);
      const reset = await visitor.delete<{ now: string }>('/api/__test__/clock');
      expect(reset.status).toBe(200);
      expect(new Date(reset.body.now).getTime()).toBe(real);
      expect(t.app.clock().getTime()).toBe(real);
    });

    it.each([{}, { advance_seconds: 0 }, { advance_seconds: -5 }, { advance_seconds: 1.5 }, { advance_seconds: 8 * 24 * 3600 }, { advance_seconds: 5, extra: 1 }])(
      'refuses %p in the spec’s error shape, the clock unmoved',
      async (body) => {
        const before = t.app.clock().getTime();
        expectError(await new Browser(t.app).post('/api/__test__/clock', body), 400, 'validation_failed');
        expect(t.app.clock().getTime()).toBe(before);
      },
    );
  });

  describe('without it (every other deployment)', () => {
    const t = useFixtureApp(kind);

    it('has no such route', async () => {
      const visitor = new Browser(t.app);
      expect((await visitor.post('/api/__test__/clock', { advance_seconds: 60 })).status).toBe(404);
      expect((await visitor.delete('/api/__test__/clock')).status).toBe(404);
    });
  });
});
