/**
 * Two API processes on one PostgreSQL (issue 10, scale out): the built server started twice
 * on a fresh database, visitors racing through both for the last places of a session. The
 * session locks live in PostgreSQL, so exactly the places left are sold, whichever process
 * took each request. Runs after the build (`pnpm test:server`), when DATABASE_URL is set.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startApi } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.DATABASE_URL;
const built = existsSync(path.join(root, 'api/dist/server.js'));
const skip = !adminUrl ? 'DATABASE_URL is not set' : !built ? 'api/dist is not built' : false;

const PLACES_LEFT = 5;
const VISITORS = 24;

/** @type {import('pg').Client | undefined} */
let admin;
/** @type {string} */
let databaseUrl;
/** @type {Awaited<ReturnType<typeof startApi>>[]} */
const apis = [];

before(async () => {
  if (skip) return;
  const pg = createRequire(path.join(root, 'api/package.json'))('pg');
  const database = `storefront_scale_out_${randomBytes(4).toString('hex')}`;
  const server = new pg.Client({ connectionString: adminUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${database}`);
  await server.end();
  const url = new URL(String(adminUrl));
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  const client = /** @type {import('pg').Client} */ (new pg.Client({ connectionString: databaseUrl }));
  admin = client;
  // One visitor address for every request here: the per-address limits are not under test.
  const env = { RATE_LIMITS: 'off' };
  // Each start migrates and loads the demo first (`prepareDemoDatabase`): the second finds both done.
  apis.push(await startApi({ port: 4310, databaseUrl, env }));
  apis.push(await startApi({ port: 4311, databaseUrl, env }));
  await client.connect();
});

after(async () => {
  await Promise.all(apis.map((api) => api.close()));
  if (!admin) return;
  const database = new URL(databaseUrl).pathname.slice(1);
  await admin.end();
  const pg = createRequire(path.join(root, 'api/package.json'))('pg');
  const server = new pg.Client({ connectionString: adminUrl });
  await server.connect();
  await server.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await server.end();
});

/** @param {string} base @param {string} url */
async function getJson(base, url) {
  const res = await fetch(`${base}${url}`);
  assert.equal(res.status, 200, `GET ${url}`);
  return res.json();
}

test('visitors racing through two API processes get exactly the places left', { skip }, async () => {
  const [first] = apis;
  assert.ok(first && admin, 'the API processes and the database were started');
  const db = admin;
  const sellers = await getJson(first.url, '/api/sellers');
  const museum = sellers.data.find((/** @type {{ slug: string }} */ s) => s.slug === 'city-museum');
  const listing = await getJson(first.url, `/api/events/available?seller_id=${museum.id}&_embed=ticket_type`);
  const admission = listing.data.find((/** @type {{ name: string }} */ e) => e.name === 'General Admission');
  const adult = admission.ticket_type.find((/** @type {{ name: string }} */ t) => t.name === 'Adult');
  const {
    rows: [session],
  } = await db.query(
    `SELECT id FROM event_sessions WHERE event_template_id = $1 AND start_datetime > now() + interval '1 day'
     ORDER BY start_datetime LIMIT 1`,
    [admission.id],
  );
  await db.query('UPDATE event_sessions SET capacity = $2, oversell_capacity = 0 WHERE id = $1', [session.id, PLACES_LEFT]);

  const answers = await Promise.all(
    Array.from({ length: VISITORS }, (_, i) =>
      fetch(`${apis[i % apis.length]?.url}/api/my/cart/modify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          create: { channel: 'web' },
          reserve: { tickets: [{ ticket_type_id: adult.id, event_session_id: session.id }] },
        }),
      }).then(async (res) => ({ status: res.status, code: res.ok ? null : (await res.json())[0]._code })),
    ),
  );

  const reserved = answers.filter((a) => a.status === 200).length;
  const refused = answers.filter((a) => a.status === 409);
  assert.equal(reserved, PLACES_LEFT, JSON.stringify(answers));
  assert.equal(refused.length, VISITORS - PLACES_LEFT, JSON.stringify(answers));
  for (const a of refused) assert.match(a.code, /^(session_capacity_exceeded|event_session_sold_out)$/);
  const {
    rows: [held],
  } = await db.query(
    `SELECT count(*)::int AS n FROM tickets WHERE event_session_id = $1 AND state IN ('in_cart', 'held')`,
    [session.id],
  );
  assert.equal(held.n, PLACES_LEFT);
});
