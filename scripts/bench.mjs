/**
 * Storefront benchmark: measures and prints, asserts nothing.
 *
 *   node scripts/bench.mjs [--runs N] [--json PATH] [--base-port P]   (pnpm bench)
 *
 * Starts the production builds with scripts/stack.mjs on ports away from `pnpm start`
 * (storefront P, remotes P+1..P+3, the monolith build P+4 when built, API P+1000; P = 3200),
 * then, in Debian's Chromium:
 *   1. first-load JavaScript of /events and /events/{id}, by origin and kind
 *      (app code, shared singletons, federation runtime), raw and gzip -9;
 *   2. the mobile profile (bench-pages.mjs): /events and /events/{id} of every seller, the
 *      federated build and (when built) the monolith interleaved, N cold runs each: FCP,
 *      LCP, CLS, content visible, first control usable, JS before usable; then each goal of
 *      issue 11 as PASS/FAIL on the medians;
 *   3. the seat map (bench-seat-map.mjs, issue 15): the 10,000-seat map of 'Arena Spectacular'
 *      opened, a seat selected, zoomed and panned, 5 runs, PASS/FAIL against its budgets.
 * `--only seatmap` runs the seat map alone; any other `--only` narrows the phone runs and skips it.
 * Progress goes to stderr, the report to stdout, the results as JSON to --json PATH
 * (default: a new temp folder). Exits non-zero only when the stack (or the browser)
 * cannot start. docs/benchmark.md explains each figure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { MOBILE_PROFILE, evaluateGoals, mobileRun, pageConditions, scriptSizer, summariseRuns } from './bench-pages.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { measureSeatMap, printSeatMap, printTable as table } from './bench-seat-map.mjs';
import { REMOTE_NAMES, startStack } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const EVENT_NAME = 'General Admission';
const STEP_TIMEOUT_MS = 90_000;
/** The seat map's runs (issue 15: medians of 5), whatever --runs says for the phone profile. */
const SEAT_MAP_RUNS = 5;
const KINDS = ['app code', 'shared singletons', 'federation runtime'];
const APPS = ['host', ...REMOTE_NAMES];

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

// ---------------------------------------------------------------- arguments

function parseCli() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '7' },
      json: { type: 'string' },
      'base-port': { type: 'string', default: '3200' },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'Usage: node scripts/bench.mjs [--runs N (7)] [--json PATH] [--base-port P (3200)] [--only listing|event|SELLER|federated|monolith|seatmap]\n',
    );
    process.exit(0);
  }
  const runs = Number(values.runs);
  const basePort = Number(values['base-port']);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 64_000) {
    throw new Error(`--base-port must be between 1024 and 64000, not "${values['base-port']}"`);
  }
  return { runs, jsonPath: values.json ? path.resolve(values.json) : null, basePort, only: values.only ?? null };
}

// ---------------------------------------------------------------- helpers

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

// ---------------------------------------------------------------- build analysis

/** Decodes a source map's `mappings` into, per generated line, [column, sourceIndex | -1] segments. */
function decodeMappings(mappings) {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line ? line.split(',') : []) {
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) source += fields[1];
      segments.push([column, fields.length >= 4 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The module-federation runtime inside a bundle: its packages, generated entry and webpack runtime modules. */
const FEDERATION_SOURCE =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?@module-federation\/|node_modules\/\.federation\/|webpack\/runtime\/(?:sharing|consumes|remotes loading|federation runtime|embed)|webpack\/container-entry/;

/**
 * Splits host main.js into its federation-runtime part and the rest, by its source map.
 * Returns null (not separable) when there is no map or the served file is not the built one.
 */
function splitMainBySourceMap(distDir, servedBody) {
  const file = path.join(distDir, 'main.js');
  // Production maps are written beside dist, where nothing serves them (ADR 0014).
  const mapFile = path.join(distDir, '..', 'source-maps', 'main.js.map');
  if (!existsSync(mapFile)) return { separable: false, reason: 'host/source-maps/main.js.map is missing' };
  const built = readFileSync(file);
  if (servedBody && !built.equals(servedBody)) {
    return { separable: false, reason: 'the served main.js differs from host/dist/main.js' };
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const isRuntime = map.sources.map((s) => FEDERATION_SOURCE.test(s));
  const lines = decodeMappings(map.mappings);
  const code = built.toString('utf8').split('\n');
  const runtimeParts = [];
  let runtimeRaw = 0;
  code.forEach((text, lineIndex) => {
    const segments = lines[lineIndex] ?? [];
    segments.forEach(([column, source], i) => {
      if (source < 0 || !isRuntime[source]) return;
      const end = i + 1 < segments.length ? segments[i + 1][0] : text.length;
      const part = text.slice(column, end);
      runtimeParts.push(part);
      runtimeRaw += Buffer.byteLength(part);
    });
  });
  const runtimeGzip = gzipSize(Buffer.from(runtimeParts.join('')));
  const totalGzip = gzipSize(built);
  return {
    separable: true,
    raw: built.length,
    gzip: totalGzip,
    runtime: { raw: runtimeRaw, gzip: Math.min(runtimeGzip, totalGzip) },
    rest: { raw: built.length - runtimeRaw, gzip: Math.max(0, totalGzip - runtimeGzip) },
  };
}

/** Chunk ids → file names, from the runtime's `"."+({id:"hash",…})[e]+".js"` map and dist/chunks. */
function chunkFiles(runtimeText, distDir) {
  const hashMap = runtimeText.match(/"\."\+\(\{([^}]*)\}\)\[[\w$]+\]\+"\.js"/);
  const chunksDir = path.join(distDir, 'chunks');
  if (!hashMap || !existsSync(chunksDir)) return null;
  const byHash = new Map();
  for (const name of readdirSync(chunksDir)) {
    const m = name.match(/\.([0-9a-f]{6,})\.js$/);
    if (m) byHash.set(m[1], `chunks/${name}`);
  }
  const ids = new Map();
  for (const [, id, hash] of hashMap[1].matchAll(/(\d+):"([0-9a-f]+)"/g)) {
    if (byHash.has(hash)) ids.set(id, byHash.get(hash));
  }
  return ids;
}

/**
 * What a build loads as shared singletons: every chunk its mf-manifest.json lists for a
 * shared module, plus chunks only a shared module's provider or fallback factory loads
 * (its dependencies, e.g. @storefront/shared's axios/dayjs/yup), read from the runtime.
 * A chunk the app's own code (exposes, bootstrap) also loads stays app code.
 */
function analyseBuild(app, port) {
  const distDir = path.join(root, app === 'host' ? 'host' : `remote-${app}`, 'dist');
  const runtimeFile = app === 'host' ? 'main.js' : 'remoteEntry.js';
  const notes = [];
  const manifestFile = ['mf-manifest.json', 'mf-stats.json'].map((f) => path.join(distDir, f)).find(existsSync);
  const manifest = manifestFile ? JSON.parse(readFileSync(manifestFile, 'utf8')) : { shared: [], exposes: [] };
  if (!manifestFile) notes.push(`${app}: no mf-manifest.json/mf-stats.json`);
  const assetFiles = (entries) =>
    new Set((entries ?? []).flatMap((e) => [...(e.assets?.js?.sync ?? []), ...(e.assets?.js?.async ?? [])]));
  const manifestShared = assetFiles(manifest.shared);
  const exposed = assetFiles(manifest.exposes);

  const factoryShared = new Set();
  const own = new Set();
  const runtimePath = path.join(distDir, runtimeFile);
  if (existsSync(runtimePath)) {
    const text = readFileSync(runtimePath, 'utf8');
    const ids = chunkFiles(text, distDir);
    if (!ids) {
      notes.push(`${app}: chunk map not found in ${runtimeFile}; shared singletons from the manifest only`);
    } else {
      const factory = String.raw`\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\(\d+\))`;
      const spans = [];
      for (const re of [new RegExp(`(?:get|fallback):${factory}`, 'g'), new RegExp(`[\\w$]+\\("[^"]+","[^"]+",${factory}`, 'g')]) {
        for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
      }
      for (const m of text.matchAll(/[\w$]+\.e\((\d+)\)/g)) {
        const file = ids.get(m[1]);
        if (!file) continue;
        const inFactory = spans.some(([s, e]) => m.index >= s && m.index < e);
        (inFactory ? factoryShared : own).add(file);
      }
    }
  }
  const shared = new Set(manifestShared);
  for (const file of factoryShared) if (!own.has(file) && !exposed.has(file)) shared.add(file);

  return {
    app,
    distDir,
    runtimeFile,
    port,
    shared,
    notes,
  };
}

// ---------------------------------------------------------------- page checks

function pageSpec(kind, eventName) {
  if (kind === 'event') {
    return {
      label: `/events/{id} ("${eventName}")`,
      ready: (page) => [
        page.getByRole('heading', { level: 1, name: eventName, exact: true }),
        page.getByRole('group', { name: 'Choose a date' }),
      ],
      readyLabel: `h1 "${eventName}" + "Choose a date" visible`,
    };
  }
  return {
    label: '/events',
    ready: (page) => [page.getByRole('heading', { level: 1, name: 'Events', exact: true }), page.getByRole('article').first()],
    readyLabel: 'h1 "Events" + first event card visible',
  };
}

async function waitReady(page, spec) {
  await Promise.all(spec.ready(page).map((locator) => locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })));
}

// ---------------------------------------------------------------- 1. first-load JavaScript

function bucketOf(url, builds) {
  const u = new URL(url);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
  const build = local ? builds.find((b) => u.port === String(b.port)) : undefined;
  if (!build) return { app: 'other', kind: 'app code', file: u.pathname };
  const file = u.pathname.replace(/^\//, '');
  if (build.app !== 'host' && file === 'remoteEntry.js') return { app: build.app, kind: 'federation runtime', file };
  if (build.shared.has(file)) return { app: build.app, kind: 'shared singletons', file };
  return { app: build.app, kind: 'app code', file };
}

async function measureFirstLoad(browser, url, spec, builds) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending = [];
    let visible = false;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const afterVisible = visible;
      pending.push(
        withTimeout(response.body(), STEP_TIMEOUT_MS, `body of ${response.url()}`).then(
          (body) => ({ url: response.url(), status: response.status(), encoding: response.headers()['content-encoding'] ?? 'identity', body, afterVisible }),
          (error) => ({ url: response.url(), status: response.status(), error: error.message, afterVisible }),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    await waitReady(page, spec);
    visible = true;
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const responses = await Promise.all(pending);

    const files = [];
    let mainSplit = null;
    for (const r of responses) {
      const bucket = bucketOf(r.url, builds);
      const raw = r.body ? r.body.length : 0;
      const entry = { ...bucket, url: r.url, status: r.status, encoding: r.encoding, raw, gzip: r.body ? gzipSize(r.body) : 0, afterVisible: r.afterVisible };
      if (r.error) entry.error = r.error;
      if (bucket.app === 'host' && bucket.file === 'main.js' && r.body) {
        const host = builds.find((b) => b.app === 'host');
        mainSplit = splitMainBySourceMap(host.distDir, r.body);
        entry.split = mainSplit;
        if (mainSplit.separable) entry.kind = 'federation runtime + app code (split by source map)';
      }
      files.push(entry);
    }
    return { url, files, mainSplit };
  } finally {
    await context.close().catch(() => {});
  }
}

function summarise(files) {
  const rows = new Map();
  const add = (app, kind, file, raw, gzip) => {
    const key = `${app}\u0000${kind}`;
    const row = rows.get(key) ?? { app, kind, files: new Set(), raw: 0, gzip: 0 };
    row.files.add(file);
    row.raw += raw;
    row.gzip += gzip;
    rows.set(key, row);
  };
  for (const f of files) {
    if (f.split?.separable) {
      add(f.app, 'federation runtime', f.url, f.split.runtime.raw, f.split.runtime.gzip);
      add(f.app, 'app code', f.url, f.split.rest.raw, f.split.rest.gzip);
    } else {
      add(f.app, f.kind, f.url, f.raw, f.gzip);
    }
  }
  const order = [...APPS, 'other'];
  const list = [...rows.values()].sort(
    (a, b) => order.indexOf(a.app) - order.indexOf(b.app) || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind),
  );
  const byKind = KINDS.map((kind) => {
    const of = list.filter((r) => r.kind === kind);
    return { kind, files: new Set(of.flatMap((r) => [...r.files])).size, raw: of.reduce((s, r) => s + r.raw, 0), gzip: of.reduce((s, r) => s + r.gzip, 0) };
  });
  return {
    buckets: list.map((r) => ({ app: r.app, kind: r.kind, files: r.files.size, raw: r.raw, gzip: r.gzip })),
    byKind,
    total: { files: files.length, raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) },
  };
}

function printFirstLoad(label, result) {
  const { buckets, byKind, total } = result.summary;
  const splitMark = result.mainSplit?.separable ? ' ¹' : '';
  const rows = buckets.map((b) => [
    b.app,
    b.kind + (b.app === 'host' && splitMark && b.kind !== 'shared singletons' ? splitMark : ''),
    b.files,
    kb(b.raw),
    kb(b.gzip),
  ]);
  rows.push(['total', '', total.files, kb(total.raw), kb(total.gzip)]);
  for (const k of byKind) rows.push(['  all', k.kind, k.files, kb(k.raw), kb(k.gzip)]);
  const late = result.files.filter((f) => f.afterVisible);
  const errors = result.files.filter((f) => f.error || f.status >= 400);
  const lines = [`First-load JavaScript — ${label}`, table(['origin', 'kind', 'files', 'raw KB', 'gzip KB'], rows, ['l', 'l', 'r', 'r', 'r'])];
  if (late.length) lines.push(`  (${late.length} of these, ${kb(late.reduce((s, f) => s + f.raw, 0))} KB raw, arrived after the content was visible)`);
  for (const e of errors) lines.push(`  ! ${e.url}: ${e.error ?? `HTTP ${e.status}`}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------- main

/** Each seller's measured event: the named one where it exists, else its first available event. */
async function findSellerEvents(url) {
  const get = async (p) => {
    const res = await withTimeout(fetch(`${url}${p}`, { headers: { accept: 'application/json' } }), 30_000, `GET ${p}`);
    if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
    return (await res.json()).data;
  };
  const sellers = await get('/api/sellers');
  if (!sellers?.length) throw new Error('GET /api/sellers listed no sellers');
  const found = [];
  for (const seller of sellers) {
    const events = await get(`/api/events/available?seller_id=${encodeURIComponent(seller.id)}`);
    const event = events?.find((e) => e.name === EVENT_NAME) ?? events?.[0];
    found.push({ seller: seller.slug, event: event ? { id: event.id, name: event.name } : null });
  }
  return found;
}

// ---------------------------------------------------------------- 2. mobile profile

/** Every page × seller × build, interleaved per run so drift on the machine hits all alike. */
async function measureMobile(browser, { sellers, urls, runs, only }) {
  const sizer = scriptSizer();
  const targets = [];
  for (const { seller, event } of sellers) {
    for (const page of ['listing', 'event']) {
      if (page === 'event' && !event) continue;
      for (const [build, base] of Object.entries(urls)) {
        const pathName = page === 'event' ? `/${seller}/events/${event.id}` : `/${seller}/events`;
        // --only narrows a run to the targets with that page, seller or build (for quick comparisons).
        if (only && ![page, seller, build].includes(only)) continue;
        targets.push({ seller, page, build, url: `${base}${pathName}`, conditions: pageConditions(page, event?.name), runs: [] });
      }
    }
  }
  for (let run = 1; run <= runs; run += 1) {
    // Alternate which build goes first, so neither always meets a cold server.
    const order = run % 2 ? targets : [...targets].reverse();
    for (const t of order) {
      try {
        const r = await mobileRun(browser, t.url, t.conditions, sizer);
        t.runs.push({ run, ...r });
        log(`  run ${run}/${runs} ${t.build} ${t.seller} ${t.page}: LCP ${r.lcpMs} ms, usable ${r.usableMs} ms, JS ${kb(r.jsBeforeUsable.gzipBytes)} KB`);
      } catch (error) {
        t.runs.push({ run, error: error.message.split('\n')[0] });
        log(`  run ${run}/${runs} ${t.build} ${t.seller} ${t.page} failed: ${error.message.split('\n')[0]}`);
      }
    }
  }
  return targets.map((t) => ({ seller: t.seller, page: t.page, build: t.build, url: t.url, condition: t.conditions.label, runs: t.runs, ...summariseRuns(t.runs) }));
}

function printMobile(summaries, runs) {
  const rows = summaries.map((s) => [
    s.page === 'event' ? '/events/{id}' : '/events',
    s.seller,
    s.build,
    s.fcpMs ?? '–',
    s.lcpMs ?? '–',
    s.cls ?? '–',
    s.visibleMs ?? '–',
    s.usableMs ?? '–',
    s.jsKb ?? '–',
    `${s.n}${s.failed ? ` (+${s.failed} failed)` : ''}`,
  ]);
  const lines = [
    `${MOBILE_PROFILE.label}; medians of ${runs} cold runs per row`,
    table(['page', 'seller', 'build', 'FCP ms', 'LCP ms', 'CLS', 'visible ms', 'usable ms', 'JS KB', 'runs'], rows, ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']),
    'visible = heading + first control shown; usable = that control hydrated (React handlers attached); JS KB = gzip -9 of every script requested before usable.',
  ];
  for (const s of summaries) {
    if (s.page === 'event' && s.control) lines.push(`  ${s.build} ${s.seller}: usable control "${s.control}", LCP element ${s.lcpElement ?? 'unknown'}`);
  }
  return lines.join('\n');
}

function printGoals(rows) {
  return [
    'Goals (issue 11)',
    table(['goal', 'where', 'median', 'result'], rows.map((r) => [r.goal, r.at, r.value ?? '–', r.result]), ['l', 'l', 'r', 'l']),
  ].join('\n');
}

async function main() {
  let options;
  try {
    options = parseCli();
  } catch (error) {
    throw Object.assign(error, { fatal: true });
  }
  const ports = {
    storefront: options.basePort,
    catalog: options.basePort + 1,
    checkout: options.basePort + 2,
    account: options.basePort + 3,
    monolith: options.basePort + 4,
    api: options.basePort + 1000,
  };
  const withMonolith = existsSync(path.join(root, 'host/dist-monolith/index.html'));

  const busy = [];
  for (const [name, port] of Object.entries(ports)) if (!(await portIsFree(port))) busy.push(`${name} ${port}`);
  if (busy.length) throw Object.assign(new Error(`ports in use: ${busy.join(', ')} (try --base-port)`), { fatal: true });

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const manifestPath = path.join(workDir, 'remotes.json');
  writeFileSync(
    manifestPath,
    JSON.stringify({ remotes: REMOTE_NAMES.map((name) => ({ name, entry: `http://127.0.0.1:${ports[name]}/remoteEntry.js` })) }, null, 2),
  );

  let stack = null;
  let browser = null;
  const cleanup = async () => {
    if (browser) await browser.close().catch(() => {});
    browser = null;
    if (stack) await withTimeout(stack.stop(), 20_000, 'stopping the stack').catch((e) => log(e.message));
    stack = null;
    rmSync(workDir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    log(`${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    log(`starting the stack (storefront ${ports.storefront}, api ${ports.api}, remotes ${ports.catalog}-${ports.account})`);
    try {
      stack = await withTimeout(startStack({ ports, remotesManifestPath: manifestPath, dataDir: path.join(workDir, 'db'), withMonolith }), 120_000, 'starting the stack');
    } catch (error) {
      throw Object.assign(new Error(`the stack could not start: ${error.message}`), { fatal: true });
    }
    const { url } = stack;

    try {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000 });
    } catch (error) {
      throw Object.assign(new Error(`Chromium (${CHROMIUM_PATH}) could not start: ${error.message.split('\n')[0]}`), { fatal: true });
    }

    const dirty = git(['status', '--porcelain', '--untracked-files=no']);
    const meta = {
      date: new Date().toISOString(),
      node: process.version,
      chromium: browser.version(),
      commit: git(['rev-parse', '--short', 'HEAD']),
      uncommittedChanges: dirty === null ? null : dirty.length > 0,
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown',
      hostBuiltAt: statSync(path.join(root, 'host/dist/main.js')).mtime.toISOString(),
      runs: options.runs,
      ports,
      profile: MOBILE_PROFILE,
    };
    const builds = APPS.map((app) => analyseBuild(app, ports[app === 'host' ? 'storefront' : app]));
    const notes = builds.flatMap((b) => b.notes);

    let sellers = [];
    try {
      sellers = await findSellerEvents(url);
      for (const { seller, event } of sellers) if (!event) notes.push(`seller ${seller} has no available event: its event page is not measured`);
    } catch (error) {
      notes.push(`sellers not found: ${error.message}`);
    }
    // The first-load breakdown is of the default seller's named event, as before.
    const event = sellers[0]?.event ?? null;
    if (event && event.name !== EVENT_NAME) notes.push(`no event named "${EVENT_NAME}"; measured "${event.name}" instead`);

    const seatMapOnly = options.only === 'seatmap';
    const pages = seatMapOnly ? [] : [{ key: 'listing', url: `${url}/events`, spec: pageSpec('listing') }];
    if (!seatMapOnly && event && event.name === EVENT_NAME) pages.push({ key: 'event', url: `${url}/events/${event.id}`, spec: pageSpec('event', event.name) });

    const results = { meta: { ...meta, sellers }, firstLoad: {}, mobile: [], goals: [], seatMap: null, notes };
    for (const p of pages) {
      log(`first-load JavaScript: ${p.url}`);
      try {
        const r = await measureFirstLoad(browser, p.url, p.spec, builds);
        results.firstLoad[p.key] = { url: p.url, summary: summarise(r.files), files: r.files.map(({ split: _s, ...f }) => f), mainSplit: r.mainSplit };
      } catch (error) {
        results.firstLoad[p.key] = { url: p.url, error: error.message.split('\n')[0] };
      }
    }
    const urls = { federated: url, ...(stack.monolithUrl ? { monolith: stack.monolithUrl } : {}) };
    if (!seatMapOnly) {
      if (!stack.monolithUrl) notes.push('no monolith build (host/dist-monolith): run `pnpm build:monolith` to compare; its goal is NOT MEASURED');
      log(`mobile profile, ${options.runs} cold runs of ${Object.keys(urls).join(' + ')}`);
      results.mobile = await measureMobile(browser, { sellers, urls, runs: options.runs, only: options.only });
      results.goals = evaluateGoals(results.mobile);
    }
    if (!options.only || seatMapOnly) {
      log(`seat map, ${SEAT_MAP_RUNS} runs`);
      results.seatMap = await measureSeatMap(browser, url, { runs: SEAT_MAP_RUNS, log });
    }

    // ------------------------------------------------------------ report
    const out = [];
    out.push(`Storefront benchmark — ${meta.date}`);
    out.push(
      `node ${meta.node} · Chromium ${meta.chromium} · git ${meta.commit ?? 'unknown'}${meta.uncommittedChanges ? ' (+ uncommitted changes to tracked files)' : ''} · ${meta.cores} cores (${meta.cpu})`,
    );
    out.push(`builds from ${meta.hostBuiltAt} (host/dist/main.js) · stack ${url} · ${event ? `event "${event.name}" ${event.id}` : 'no event'}`);
    const labels = { listing: '/events', event: event ? `/events/{id} ("${event.name}")` : '' };
    for (const p of pages) {
      const fl = results.firstLoad[p.key];
      out.push('');
      if (fl.error) {
        out.push(`First-load JavaScript — ${labels[p.key]}: not measured (${fl.error})`);
        continue;
      }
      out.push(printFirstLoad(`${labels[p.key]} (unthrottled, fresh context)`, { ...fl, files: fl.files }));
    }
    const anyFirstLoad = Object.values(results.firstLoad).find((f) => !f.error);
    if (anyFirstLoad) {
      const split = anyFirstLoad.mainSplit;
      const encodings = [...new Set(Object.values(results.firstLoad).flatMap((f) => (f.files ?? []).map((x) => x.encoding)))];
      out.push('');
      out.push(
        split?.separable
          ? `¹ host main.js (${kb(split.raw)} KB) split by its source map: ${kb(split.runtime.raw)} KB is @module-federation/* + webpack's federation runtime modules; the rest (webpack bootstrap/chunk loading, src/index.ts, the host's runtime plugin) is counted as host app code. Its gzip split is an estimate (runtime bytes gzipped alone; host = the remainder).`
          : `¹ host main.js is counted as host app code: its federation runtime is not separable here (${split?.reason ?? 'main.js not loaded'}).`,
      );
      out.push(
        'Shared singletons: chunks mf-manifest.json lists for shared modules, plus chunks only a shared module’s provider/fallback loads (read from the built runtime). Remote federation runtime: remoteEntry.js.',
      );
      out.push(`Served content-encoding: ${encodings.join(', ')}; gzip KB is gzip -9 of the same bytes.`);
    }
    if (!seatMapOnly) {
      out.push('');
      out.push(printMobile(results.mobile, options.runs));
      out.push('');
      out.push(printGoals(results.goals));
    }
    if (results.seatMap) {
      out.push('');
      out.push(printSeatMap(results.seatMap));
    }
    for (const n of notes) out.push(`note: ${n}`);

    const jsonPath = options.jsonPath ?? path.join(mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-results-')), 'bench-results.json');
    mkdirSync(path.dirname(jsonPath), { recursive: true });
    writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
    out.push(`JSON: ${jsonPath}`);
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    log('stopping the stack');
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`bench: ${error.message}\n`);
    // Only a stack (or browser) that cannot start is a failure; measurement errors are reported above.
    process.exit(error.fatal ? 1 : 0);
  },
);
