/** A venue onboarded without code (issue 30 item 5, ADR 0033): the catalogue file, its import, the admin API. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadDemo } from '../src/demo/seed';
import { queryRows } from '../src/infra/db/client';
import { DEMO_SELLER_SLUGS } from '../src/demo/seed-data';
import { demoSellersDir, venueSchemaPath } from '../src/paths';
import { productionProblems } from '../src/production';
import { parseAdminTokens } from '../src/venue-import/admin-tokens';
import { publishedSchemaText, type VenueCatalogue } from '../src/venue-import/catalogue-schema';
import { catalogueIds } from '../src/venue-import/catalogue-plan';
import { CatalogueInvalidError, validateCatalogue } from '../src/venue-import/catalogue-validation';
import { CatalogueRefusedError, importCatalogue } from '../src/venue-import/venue-import';
import type { ImportReport, KindChanges } from '../src/venue-import/venue-import-schemas';
import { buildTestApp, expectError, logCollector, type TestApp } from './helper';

const demoFile = (slug: string): VenueCatalogue => JSON.parse(readFileSync(join(demoSellersDir, `${slug}.json`), 'utf8')) as VenueCatalogue;
const kind = (report: ImportReport, name: KindChanges['kind']) => {
  const found = report.kinds.find((k) => k.kind === name);
  if (!found) throw new Error(`no ${name} in the report`);
  return found;
};
const eventOf = (catalogue: VenueCatalogue, key: string) => {
  const event = catalogue.events.find((e) => e.key === key);
  if (!event) throw new Error(`no event ${key}`);
  return event;
};

describe('the catalogue file', () => {
  it('the published JSON Schema is the TypeBox schema (run `pnpm --filter @storefront/api venue:schema` when this fails)', () => {
    expect(readFileSync(venueSchemaPath, 'utf8')).toBe(publishedSchemaText());
  });

  it('a bad file is refused with the JSON path of every problem', () => {
    const problemsOf = (input: unknown) => {
      try {
        validateCatalogue(input);
      } catch (error) {
        if (error instanceof CatalogueInvalidError) return error.problems;
        throw error;
      }
      throw new Error('not refused');
    };
    const bad = structuredClone(demoFile('harbour-zoo')) as unknown as { events: Record<string, unknown>[]; seller: Record<string, unknown> };
    bad.events[0] = { ...bad.events[0], venue: 'nowhere' };
    delete bad.events[1]?.name;
    bad.seller.currency = 'pounds';
    // The shape first: the missing name, the currency.
    expect(problemsOf(bad)).toEqual([
      { path: '/seller/currency', message: "Expected string to match '^[A-Z]{3}$'" },
      { path: '/events/1/name', message: 'is missing' },
    ]);
    bad.seller.currency = 'GBP';
    if (bad.events[1]) bad.events[1].name = 'Penguins';
    // Then what a schema cannot say.
    expect(problemsOf(bad)).toEqual([{ path: '/events/0/venue', message: "no venue 'nowhere' in /venues" }]);
    expect(problemsOf({ ...demoFile('harbour-zoo'), format_version: 2 })).toEqual([
      { path: '/format_version', message: 'must be 1 (this release reads format 1; the file says 2)' },
    ]);
  });

  it('`venue:import` of a bad file exits 1 naming the path, before opening any database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'venue-import-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ ...demoFile('riverside-gardens'), format_version: 2 }));
    const run = promisify(execFile)(resolve(__dirname, '../../node_modules/.bin/tsx'), ['src/commands/import-venue.ts', file, '--dry-run'], {
      cwd: resolve(__dirname, '..'),
      env: { ...process.env, DATA_DIR: join(dir, 'never-opened'), DATABASE_URL: '' },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('/format_version: must be 1') });
  });

  it('production refuses short or malformed admin tokens, and allows none', () => {
    expect(() => parseAdminTokens('alice')).toThrow('ADMIN_TOKENS entry 1 must be name:token');
    expect(() => parseAdminTokens('alice:x,alice:y')).toThrow('names operator alice twice');
    const problems = (tokens?: string) => productionProblems({ NODE_ENV: 'production', ...(tokens ? { ADMIN_TOKENS: tokens } : {}) }).filter((p) => p.includes('ADMIN_TOKENS'));
    expect(problems()).toEqual([]);
    expect(problems('ops:short')).toEqual([expect.stringContaining('at least 32 characters (too short: ops)')]);
    expect(problems(`ops:${'k'.repeat(40)}`)).toEqual([]);
  });
});

describe('venue import (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await loadDemo(t.app.db, { now: t.clock.now(), passwords: t.app.passwords });
  });
  afterAll(() => t.close());

  const tickets = (eventKey: string) =>
    queryRows<{ price: number; type_price: number }>(
      t.app.db,
      sql`SELECT t.face_value_minor AS price, ty.price_minor AS type_price FROM tickets t JOIN ticket_types ty ON ty.id = t.ticket_type_id
        WHERE t.event_template_id = ${catalogueIds.event('city-museum', eventKey)} ORDER BY t.entry_seq`,
    );
  const sessionCount = async (eventKey: string, slug = 'city-museum') => {
    const [row] = await queryRows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM event_sessions WHERE event_template_id = ${catalogueIds.event(slug, eventKey)}`);
    return row?.n;
  };

  it('importing each demo file over the demo it loaded changes nothing, dry or not', async () => {
    for (const slug of DEMO_SELLER_SLUGS) {
      const dry = await importCatalogue(t.app.db, demoFile(slug), { now: t.clock.now(), dryRun: true });
      expect({ slug, changed: dry.changed }).toEqual({ slug, changed: false });
      const report = await importCatalogue(t.app.db, demoFile(slug), { now: t.clock.now() });
      expect({ slug, changed: report.changed, kept: report.kinds.filter((k) => k.counts.kept > 0) }).toEqual({ slug, changed: false, kept: [] });
    }
    expect(kind(await importCatalogue(t.app.db, demoFile('city-museum'), { now: t.clock.now() }), 'seat').counts.unchanged).toBe(10_600);
  });

  it('a dry run reports every change and changes nothing; the real run makes them; again, nothing', async () => {
    const zoo = demoFile('harbour-zoo');
    const adult = zoo.events[0]?.ticket_groups[0]?.ticket_types[0];
    if (!adult) throw new Error('no zoo adult type');
    adult.price_minor = 2600;
    zoo.events = zoo.events.filter((e) => e.key !== 'penguin-feeding');
    zoo.promo_codes = [...(zoo.promo_codes ?? []), { code: 'WINTER', kind: 'discount', name: 'Winter', percent_off: 15 }];
    const price = async () =>
      (await queryRows<{ price_minor: number }>(t.app.db, sql`SELECT price_minor FROM ticket_types WHERE id = ${catalogueIds.ticketType('harbour-zoo', 'zoo-day', 'adult')}`))[0]?.price_minor;

    const dry = await importCatalogue(t.app.db, zoo, { now: t.clock.now(), dryRun: true });
    expect(dry).toMatchObject({ seller: 'harbour-zoo', dry_run: true, changed: true });
    expect(kind(dry, 'ticket_type')).toMatchObject({ updated: ['zoo-day/day/adult (price_minor)'], deleted: ['Participant'] });
    expect(kind(dry, 'event')).toMatchObject({ deleted: ['Penguin Feeding Encounter'] });
    expect(kind(dry, 'session')).toMatchObject({ counts: { deleted: 60, kept: 0 }, deleted: expect.arrayContaining(['session 2030-06-15 11:00', 'session 2030-06-15 15:00']) });
    expect(kind(dry, 'promo_code').created).toEqual(['WINTER']);
    expect(await price()).toBe(2400);
    expect(await sessionCount('penguin-feeding', 'harbour-zoo')).toBe(60);

    const real = await importCatalogue(t.app.db, zoo, { now: t.clock.now() });
    expect({ ...real, dry_run: true }).toEqual(dry);
    expect(await price()).toBe(2600);
    expect((await importCatalogue(t.app.db, zoo, { now: t.clock.now() })).changed).toBe(false);
    // Put back as the demo has it.
    expect((await importCatalogue(t.app.db, demoFile('harbour-zoo'), { now: t.clock.now() })).changed).toBe(true);
  });

  it('an event the file removes answers 410 event_removed, an id never known 404; listed again, it answers 200', async () => {
    const penguins = catalogueIds.event('harbour-zoo', 'penguin-feeding');
    const zoo = demoFile('harbour-zoo');
    zoo.events = zoo.events.filter((e) => e.key !== 'penguin-feeding');
    await importCatalogue(t.app.db, zoo, { now: t.clock.now() });
    const removed = await t.app.inject({ method: 'GET', url: `/api/events/${penguins}` });
    expect(removed.statusCode).toBe(410);
    expect(removed.json()).toEqual([{ _code: 'event_removed', _context: 'event', _description: 'This event is no longer available', _extra: {} }]);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${catalogueIds.event('harbour-zoo', 'never-listed')}` })).statusCode).toBe(404);

    await importCatalogue(t.app.db, demoFile('harbour-zoo'), { now: t.clock.now() });
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${penguins}` })).statusCode).toBe(200);
  });

  it('refuses a capacity below what is sold, naming the session; nothing changes', async () => {
    const museum = demoFile('city-museum');
    const jazz = eventOf(museum, 'evening-jazz');
    const [rule] = jazz.session_rules ?? [];
    if (!rule) throw new Error('no jazz rule');
    rule.capacity = 50;
    eventOf(museum, 'general-admission').name = 'Renamed in the same import';
    await expect(importCatalogue(t.app.db, museum, { now: t.clock.now() })).rejects.toThrow(CatalogueRefusedError);
    await expect(importCatalogue(t.app.db, museum, { now: t.clock.now() })).rejects.toThrow(/evening-jazz \d{4}-\d\d-\d\d 19:00: capacity 50 is below the 60 tickets already sold/);
    expect((await importCatalogue(t.app.db, demoFile('city-museum'), { now: t.clock.now(), dryRun: true })).changed).toBe(false);
  });

  it("a sold ticket keeps its price and a sold session stays when a re-import reprices and drops them", async () => {
    const before = await tickets('evening-jazz');
    expect(before).toHaveLength(113);
    expect(new Set(before.map((x) => x.price))).toEqual(new Set([4500]));

    const museum = demoFile('city-museum');
    const jazz = eventOf(museum, 'evening-jazz');
    const general = jazz.ticket_groups[0]?.ticket_types[0];
    if (!general) throw new Error('no jazz type');
    general.price_minor = 5000;
    delete jazz.session_rules;
    const repriced = await importCatalogue(t.app.db, museum, { now: t.clock.now() });
    expect(kind(repriced, 'ticket_type').updated).toEqual(['evening-jazz/concert/general (price_minor)']);
    // Five evenings: the two with tickets stay, the three without go.
    expect(kind(repriced, 'session').counts).toMatchObject({ deleted: 3, kept: 2 });
    const after = await tickets('evening-jazz');
    expect(after.map((x) => [x.price, x.type_price])).toEqual(before.map(() => [4500, 5000]));
    expect(await sessionCount('evening-jazz')).toBe(2);
    // Kept, but off sale: each sold out at what it sold.
    const kept = await queryRows<{ capacity: number; booked_count: number }>(
      t.app.db,
      sql`SELECT capacity, booked_count FROM event_sessions WHERE event_template_id = ${catalogueIds.event('city-museum', 'evening-jazz')} ORDER BY start_datetime`,
    );
    expect(kept).toEqual([{ capacity: 60, booked_count: 60 }, { capacity: 53, booked_count: 53 }]);
    expect((await importCatalogue(t.app.db, museum, { now: t.clock.now() })).changed).toBe(false);

    // The sold type itself dropped from the file: kept, and its tickets with it.
    if (jazz.ticket_groups[0]) jazz.ticket_groups[0].ticket_types = [{ key: 'lawn', name: 'Lawn seating', price_minor: 5000 }];
    const dropped = await importCatalogue(t.app.db, museum, { now: t.clock.now() });
    expect(kind(dropped, 'ticket_type')).toMatchObject({ created: ['evening-jazz/concert/lawn'], kept: ['General seating'], deleted: [] });
    expect((await tickets('evening-jazz')).map((x) => x.price)).toEqual(before.map(() => 4500));

    // The demo's file again: the three evenings come back, the type its price; the sold ones were never touched.
    const restored = await importCatalogue(t.app.db, demoFile('city-museum'), { now: t.clock.now() });
    expect(kind(restored, 'session')).toMatchObject({ counts: { created: 3, updated: 1 }, updated: [expect.stringMatching(/^evening-jazz .* 19:00 \(capacity\)$/)] });
    expect(kind(restored, 'ticket_type')).toMatchObject({ updated: ['evening-jazz/concert/general (price_minor)'], deleted: ['Lawn seating'] });
    expect((await importCatalogue(t.app.db, demoFile('city-museum'), { now: t.clock.now() })).changed).toBe(false);
  });

  it('the admin API is not there without ADMIN_TOKENS', async () => {
    const reply = await t.app.inject({ method: 'PUT', url: '/api/admin/sellers/harbour-zoo/catalogue', payload: demoFile('harbour-zoo'), headers: { authorization: 'Bearer x' } });
    expect(reply.statusCode).toBe(404);
  });
});

describe('admin API (pglite)', () => {
  const TOKEN = 'alice-token-0123456789abcdef0123456789';
  const log = logCollector();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      adminOperators: parseAdminTokens(`alice:${TOKEN},bob:bob-token-abcdef0123456789abcdef0123`),
      logger: { level: 'info', stream: log.stream },
    });
  });
  afterAll(() => t.close());

  const put = async (slug: string, body: unknown, token?: string, query = '') => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/sellers/${slug}/catalogue${query}`,
      payload: body as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
  };

  it('refuses a call without a token or with a wrong one, and logs it', async () => {
    expectError(await put('harbour-zoo', demoFile('harbour-zoo')), 401, 'unauthorized', 'admin');
    expectError(await put('harbour-zoo', demoFile('harbour-zoo'), `${TOKEN}x`), 401, 'unauthorized', 'admin');
    expectError(await put('harbour-zoo', demoFile('harbour-zoo'), TOKEN.slice(0, -1)), 401, 'unauthorized', 'admin');
    expect(log.lines.filter((line) => line.msg === 'admin call refused: no valid bearer token')).toHaveLength(3);
  });

  it("imports with an operator's token: dry run, then real, then nothing to change; each call logged with the operator's name", async () => {
    const dry = await put('harbour-zoo', demoFile('harbour-zoo'), TOKEN, '?dry_run=1');
    expect(dry).toMatchObject({ status: 200, body: { seller: 'harbour-zoo', dry_run: true, changed: true } });
    const sellers = await t.app.inject({ method: 'GET', url: '/api/sellers' });
    expect((sellers.json() as { data: unknown[] }).data).toHaveLength(0);
    const real = await put('harbour-zoo', demoFile('harbour-zoo'), TOKEN);
    expect(real).toMatchObject({ status: 200, body: { dry_run: false, changed: true } });
    expect(kind(real.body as ImportReport, 'session').counts.created).toBe(180);
    expect(await put('harbour-zoo', demoFile('harbour-zoo'), TOKEN)).toMatchObject({ status: 200, body: { changed: false } });
    const calls = log.lines.filter((line) => line.msg === 'admin call');
    expect(calls.map((line) => (line.admin as { operator: string }).operator)).toEqual(['alice', 'alice', 'alice']);
    expect(JSON.stringify(log.lines)).not.toContain(TOKEN);
  });

  it('answers a bad file 422 with every problem and its path, and another seller’s file 422', async () => {
    const bad = { ...demoFile('riverside-gardens'), venues: [{ key: 'Gardens!', name: 'x' }] };
    const entry = expectError(await put('riverside-gardens', bad, TOKEN), 422, 'catalogue_invalid', 'catalogue');
    expect(entry._extra.problems).toEqual([expect.objectContaining({ path: '/venues/0/key' })]);
    const other = expectError(await put('riverside-gardens', demoFile('harbour-zoo'), TOKEN), 422, 'catalogue_invalid');
    expect(other._extra.problems).toEqual([{ path: '/seller/slug', message: "is 'harbour-zoo', but this is the catalogue of 'riverside-gardens'" }]);
  });

  it('answers a capacity below what is sold 409', async () => {
    const zoo = demoFile('harbour-zoo');
    // Five places sold in each encounter: the counter the reservation path keeps (migration 011).
    await t.app.db.execute(sql`UPDATE event_sessions SET booked_count = 5 WHERE event_template_id = ${catalogueIds.event('harbour-zoo', 'penguin-feeding')}`);
    const rule = eventOf(zoo, 'penguin-feeding').session_rules?.[0];
    if (rule) rule.capacity = 4;
    const entry = expectError(await put('harbour-zoo', zoo, `bob-token-abcdef0123456789abcdef0123`), 409, 'catalogue_refused', 'catalogue');
    expect(entry._description).toContain('capacity 4 is below the 5 tickets already sold');
  });
});
