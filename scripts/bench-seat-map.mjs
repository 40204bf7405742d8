/**
 * The seat map benchmark (issue 15): the real 10,000-seat map of 'Arena Spectacular', in
 * Debian's Chromium, against a running stack. Measures and prints, asserts nothing.
 *
 *   node scripts/bench-seat-map.mjs --url http://localhost:3000 [--runs N (5)] [--json PATH]
 *   node scripts/bench.mjs --only seatmap            (the same, on the benchmark's own stack)
 *
 * Per run (a new desktop context, 1280×800): the event page, 2 'Adult' in 'Standard',
 * 'Find seats', then in the page:
 *   open        'seat-map:open' (the picker's mark when 'Find seats' is pressed) → the view's
 *               'seat-map:painted' (its first full paint of every seat): includes the spec's
 *               50 ms opening delay, what is left of the picker's chunk and the map (both fetched ahead once seated tickets are chosen), the states' refresh;
 *   click→paint the 'Find seats' click (its input event's time) → 'seat-map:painted';
 *   repaint     a click on an available 'Standard' seat (placed from the seat map answer, the
 *               view's size and zoom and the keyboard focus seat) → the next 'seat-map:repainted';
 *   zoom/pan    1 s of Ctrl + wheel zooms around the centre, wheel pans and pointer drags: requestAnimationFrame
 *               frames per second in the page and the worst frame (longest gap).
 * Medians of N runs, PASS/FAIL against the budgets (open ≤ 300 ms, repaint ≤ 100 ms, ≥ 50 fps).
 */
/* global window, requestAnimationFrame, MutationObserver */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { median } from './bench-pages.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** Issue 15's budgets for the 10,000-seat map on this machine's Chromium. */
export const SEAT_MAP_BUDGETS = { openMs: 300, repaintMs: 100, fps: 50 };

/** What the benchmark chooses, by the demo data's names (the API seed). */
export const SEAT_MAP_TARGET = { event: 'Arena Spectacular', group: 'Standard', type: 'Adult', quantity: 2 };

/** The marks of the contract: set by the picker (open) and the view (painted, repainted). */
export const SEAT_MAP_MARKS = { open: 'seat-map:open', painted: 'seat-map:painted', repainted: 'seat-map:repainted' };

/** Spec 01 §9: the map opens 50 ms after 'Find seats'; part of both opening figures. */
export const SEAT_MAP_OPEN_DELAY_MS = 50;

const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const STEP_TIMEOUT_MS = 60_000;
/** How long a seat click may take to show a repaint before the next candidate seat is tried. */
const CLICK_WAIT_MS = 2000;
const CLICK_TRIES = 8;
const ZOOM_PAN_MS = 1000;
/** Lets late work of the opening (the background image, fonts) settle before the click. */
const SETTLE_MS = 500;

// ---------------------------------------------------------------- pure helpers (scripts/bench-seat-map.test.mjs)

/** Frames per second and the worst frame (longest gap, ms) of requestAnimationFrame timestamps. */
export function frameStats(timestamps) {
  const t = [...timestamps].sort((a, b) => a - b);
  if (t.length < 2 || t.at(-1) === t[0]) return { frames: 0, fps: null, worstFrameMs: null };
  let worst = 0;
  for (let i = 1; i < t.length; i++) worst = Math.max(worst, t[i] - t[i - 1]);
  return { frames: t.length - 1, fps: ((t.length - 1) * 1000) / (t.at(-1) - t[0]), worstFrameMs: worst };
}

/** PASS/FAIL of each budget; NOT MEASURED (never a pass) when there is no figure. */
export function seatMapGoals({ openMs, repaintMs, fps }) {
  const verdict = (value, ok) => (value === null || value === undefined ? 'NOT MEASURED' : ok ? 'PASS' : 'FAIL');
  return [
    { goal: `open ≤ ${SEAT_MAP_BUDGETS.openMs} ms`, value: openMs, result: verdict(openMs, openMs <= SEAT_MAP_BUDGETS.openMs) },
    { goal: `selection repaint ≤ ${SEAT_MAP_BUDGETS.repaintMs} ms`, value: repaintMs, result: verdict(repaintMs, repaintMs <= SEAT_MAP_BUDGETS.repaintMs) },
    { goal: `zoom/pan ≥ ${SEAT_MAP_BUDGETS.fps} fps`, value: fps, result: verdict(fps, fps >= SEAT_MAP_BUDGETS.fps) },
  ];
}

/** The time of the latest input event at or before `at` (the one that caused what happened then); null when none. */
export function inputBefore(inputs, at) {
  let latest = null;
  for (const { t } of inputs) if (t <= at && (latest === null || t > latest)) latest = t;
  return latest;
}

/**
 * A click's input events (pointerdown, pointerup, click) and the marks named `repainted`:
 * ms from the input that caused it to the first repaint after the click began; null when none.
 */
export function clickToMark(clickInputs, markTimes) {
  if (clickInputs.length === 0) return null;
  const began = Math.min(...clickInputs.map((i) => i.t));
  const mark = markTimes.filter((t) => t >= began).sort((a, b) => a - b)[0];
  if (mark === undefined) return null;
  return mark - inputBefore(clickInputs, mark);
}

/**
 * Where the view draws the map: page px per map unit and the page point of the map's origin.
 * At zoom `zoom` the scale is the fitted one times the zoom (remote-catalog's
 * seat-map-view/viewport.ts, which plain Node cannot import). The origin comes from a seat
 * whose centre on the page is known (`anchor`: the keyboard focus button sits over its seat),
 * else from the fitted, centred view the map opens with, which the focus seat's own
 * scrolling into view may have moved by up to the pan margin.
 */
export function seatMapTransform(geometry, box, { zoom = 1, anchor = null } = {}) {
  const scale = Math.min(box.width / geometry.width, box.height / geometry.height) * zoom;
  if (anchor) return { scale, originX: anchor.centre.x - anchor.seat.x * scale, originY: anchor.centre.y - anchor.seat.y * scale };
  return { scale, originX: box.x + (box.width - geometry.width * scale) / 2, originY: box.y + (box.height - geometry.height * scale) / 2 };
}

/** A seat's centre on the page under `seatMapTransform`. */
export function seatPoint(transform, seat) {
  return { x: transform.originX + seat.x * transform.scale, y: transform.originY + seat.y * transform.scale };
}

/**
 * Seats worth clicking: available, sold by the group, with an available neighbour of the same
 * group first (one click then seats both tickets); spread over the map, at most `limit`.
 */
export function clickCandidates(seats, groupId, limit = CLICK_TRIES) {
  const sells = (seat) => seat.state === 'available' && seat.ticket_groups.split(',').includes(groupId);
  const byName = new Map(seats.map((s) => [s.name, s]));
  const pairable = (seat) => [seat.previous, seat.next].some((name) => name && byName.has(name) && sells(byName.get(name)));
  const usable = seats.filter(sells);
  const ordered = [...usable.filter(pairable), ...usable.filter((s) => !pairable(s))];
  if (ordered.length <= limit) return ordered;
  const step = ordered.length / limit;
  return Array.from({ length: limit }, (_, i) => ordered[Math.floor(i * step)]);
}

/** Medians of the runs that got that far, each figure on its own (a run may fail after the opening). */
export function summariseSeatMapRuns(runs) {
  const ok = runs.filter((r) => !r.error);
  const pick = (key) => {
    const m = median(ok.map((r) => r[key]));
    return m === null ? null : Math.round(m * 10) / 10;
  };
  const summary = {
    n: ok.length,
    failed: runs.length - ok.length,
    openMs: pick('openMs'),
    clickToPaintedMs: pick('clickToPaintedMs'),
    repaintMs: pick('repaintMs'),
    fps: pick('fps'),
    worstFrameMs: pick('worstFrameMs'),
  };
  return { ...summary, goals: seatMapGoals(summary) };
}

/** A plain text table; `align` has 'l' or 'r' per column. */
export function printTable(header, rows, align) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const fmt = (cells) =>
    cells
      .map((c, i) => (align[i] === 'r' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [fmt(header), ...rows.map(fmt)].join('\n');
}

// ---------------------------------------------------------------- the stack's data

async function getData(url, apiPath) {
  const res = await fetch(`${url}/api${apiPath}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET /api${apiPath} answered ${res.status}`);
  const body = await res.json();
  return body.data ?? body;
}

/** The seated event by name, through the sellers' listings (as bench.mjs finds 'General Admission'), and its group's id. */
export async function findSeatMapEvent(url, target = SEAT_MAP_TARGET) {
  const sellers = await getData(url, '/sellers');
  for (const seller of sellers ?? []) {
    const events = await getData(url, `/events/available?seller_id=${encodeURIComponent(seller.id)}`);
    const event = events?.find((e) => e.name === target.event);
    if (!event) continue;
    const detail = await getData(url, `/events/${encodeURIComponent(event.id)}`);
    const group = detail.ticket_group?.find((g) => g.name === target.group);
    if (!group) throw new Error(`"${target.event}" has no ticket group "${target.group}"`);
    return { seller: seller.slug, id: event.id, name: event.name, groupId: group.id, pageUrl: `${url}/${seller.slug}/events/${event.id}` };
  }
  throw new Error(`no seller lists an available event "${target.event}" (is the demo data seeded?)`);
}

// ---------------------------------------------------------------- one run

/** In the page before its own scripts: the input events' times (same clock as the marks). */
const INIT_SCRIPT = `(() => {
  const bench = (window.__seatBench = { inputs: [], frames: [], zooms: [], recording: false });
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    window.addEventListener(type, (event) => bench.inputs.push({ type, t: event.timeStamp }), { capture: true });
  }
})();`;

const marksNamed = (page, name) => page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.startTime), name);
const inputCount = (page) => page.evaluate(() => window.__seatBench.inputs.length);
const inputsFrom = (page, from) => page.evaluate((n) => window.__seatBench.inputs.slice(n), from);

async function waitForMark(page, name, count, timeout) {
  await page.waitForFunction(([n, c]) => performance.getEntriesByName(n).length > c, [name, count], { timeout, polling: 16 });
}

/** Pressing 'Find seats' with the target's tickets chosen, up to the map's first paint. */
async function openMap(page, event, target) {
  await page.goto(event.pageUrl, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
  await page.getByRole('heading', { level: 1, name: event.name, exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
  const panel = page.getByRole('region', { name: 'Get tickets' });
  const group = panel.locator('.cat-quantities__group').filter({ has: page.getByRole('heading', { name: target.group, exact: true }) });
  const add = group.getByRole('button', { name: `Add one ${target.type}`, exact: true });
  // A server-rendered button does nothing until React has attached its handlers.
  await page.waitForFunction((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')), await add.elementHandle({ timeout: STEP_TIMEOUT_MS }), {
    timeout: STEP_TIMEOUT_MS,
    polling: 50,
  });
  // The picker fetches the geometry ahead as soon as seated tickets are chosen: listen before.
  const answer = page.waitForResponse((r) => r.url().includes('/seat_map') && r.url().includes('_withgeometry') && r.ok(), { timeout: STEP_TIMEOUT_MS });
  for (let i = 0; i < target.quantity; i++) await add.click();
  await panel.getByRole('button', { name: 'Find seats', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Select your seats' });
  await dialog.waitFor({ timeout: STEP_TIMEOUT_MS });
  await waitForMark(page, SEAT_MAP_MARKS.painted, 0, STEP_TIMEOUT_MS);
  const [opened] = (await marksNamed(page, SEAT_MAP_MARKS.open)).slice(-1);
  const painted = (await marksNamed(page, SEAT_MAP_MARKS.painted)).find((t) => t >= opened);
  const inputs = await inputsFrom(page, 0);
  const clickedAt = inputBefore(inputs, opened);
  const body = await (await answer).json();
  return {
    dialog,
    seatMap: body.data ?? body,
    openMs: painted - opened,
    clickToPaintedMs: clickedAt === null ? null : painted - clickedAt,
  };
}

/** The keyboard focus button's seat and its centre on the page, when the view shows one. */
async function focusAnchor(view, seatMap) {
  const button = view.locator('button[data-seat-id]').first();
  if ((await button.count()) === 0) return null;
  const [id, box] = await Promise.all([button.getAttribute('data-seat-id'), button.boundingBox()]);
  const seat = seatMap.seats.find((s) => s.seat_template_id === id);
  return seat && box ? { seat, centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 } } : null;
}

/** Clicks candidate seats until one repaints the map; the click's time to that repaint. */
async function selectSeat(page, view, seatMap, groupId) {
  const box = await view.locator('canvas').first().boundingBox();
  if (!box) throw new Error('the seat map has no visible canvas');
  const zoom = Number(await view.getAttribute('data-zoom')) || 1;
  const anchor = await focusAnchor(view, seatMap);
  const transform = seatMapTransform(seatMap.map_geometry, box, { zoom, anchor });
  const candidates = clickCandidates(seatMap.seats, groupId);
  if (candidates.length === 0) throw new Error('no available seat to click');
  for (const [tries, seat] of candidates.entries()) {
    const point = seatPoint(transform, seat);
    // Hover first, so a hover effect's repaint is over before the click begins.
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(100);
    const marksBefore = (await marksNamed(page, SEAT_MAP_MARKS.repainted)).length;
    const inputsBefore = await inputCount(page);
    await page.mouse.click(point.x, point.y);
    const repainted = await waitForMark(page, SEAT_MAP_MARKS.repainted, marksBefore, CLICK_WAIT_MS).then(
      () => true,
      () => false,
    );
    if (!repainted) continue;
    const ms = clickToMark(await inputsFrom(page, inputsBefore), (await marksNamed(page, SEAT_MAP_MARKS.repainted)).slice(marksBefore));
    return { repaintMs: ms, seat: seat.name, tries: tries + 1, placedBy: anchor ? 'focus seat' : 'fitted view' };
  }
  throw new Error(`no repaint after clicking ${candidates.length} available seats (view at data-zoom ${zoom})`);
}

/** One second of Ctrl + wheel zooms around the centre, wheel pans and pointer drags, counting the page's animation frames. */
async function zoomAndPan(page, view) {
  const box = await view.locator('canvas').first().boundingBox();
  if (!box) throw new Error('the seat map has no visible canvas');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await view.evaluate((root) => {
    const bench = window.__seatBench;
    bench.frames = [];
    bench.zooms = [root.getAttribute('data-zoom')];
    bench.recording = true;
    bench.observer = new MutationObserver(() => bench.zooms.push(root.getAttribute('data-zoom')));
    bench.observer.observe(root, { attributes: true, attributeFilter: ['data-zoom'] });
    const step = (now) => {
      if (!bench.recording) return;
      bench.frames.push(now);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  const started = Date.now();
  let steps = 0;
  let zoomIn = true;
  while (Date.now() - started < ZOOM_PAN_MS) {
    if (steps % 3 === 0) {
      // Towards 8 and back, so the zoom keeps changing rather than sitting at a limit.
      const zoom = Number(await view.getAttribute('data-zoom'));
      if (zoom >= 4) zoomIn = false;
      if (zoom <= 1.5) zoomIn = true;
      // Ctrl + wheel zooms around the cursor (a trackpad pinch); the plain wheel pans.
      await page.mouse.move(centre.x, centre.y);
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, zoomIn ? -100 : 100);
      await page.keyboard.up('Control');
      await page.mouse.wheel(40, 40);
    } else {
      // A drag, alternately down-right and up-left, in small moves like a hand's.
      const direction = steps % 2 ? 1 : -1;
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      for (let i = 1; i <= 5; i++) await page.mouse.move(centre.x + direction * i * 12, centre.y + direction * i * 8);
      await page.mouse.up();
    }
    steps++;
  }
  const recorded = await page.evaluate(() => {
    const bench = window.__seatBench;
    bench.recording = false;
    bench.observer.disconnect();
    return { frames: bench.frames, zooms: bench.zooms };
  });
  const stats = frameStats(recorded.frames);
  return { fps: stats.fps, worstFrameMs: stats.worstFrameMs, frames: stats.frames, inputSteps: steps, zooms: [...new Set(recorded.zooms)] };
}

async function seatMapRun(browser, event, target) {
  const context = await browser.newContext(DESKTOP);
  try {
    await context.addInitScript({ content: INIT_SCRIPT });
    const page = await context.newPage();
    const result = {};
    const opened = await openMap(page, event, target);
    Object.assign(result, { openMs: opened.openMs, clickToPaintedMs: opened.clickToPaintedMs, seats: opened.seatMap.seats?.length ?? null });
    const view = opened.dialog.locator('[data-zoom]').first();
    await page.waitForTimeout(SETTLE_MS);
    try {
      Object.assign(result, await selectSeat(page, view, opened.seatMap, event.groupId));
      Object.assign(result, await zoomAndPan(page, view));
    } catch (error) {
      // The opening was measured: keep it, and say what went wrong after.
      result.note = error.message.split('\n')[0];
    }
    return result;
  } finally {
    await context.close().catch(() => {});
  }
}

/** Every run against the stack at `url`; never throws for a measurement that fails (it is reported). */
export async function measureSeatMap(browser, url, { runs = 5, log = () => {}, target = SEAT_MAP_TARGET } = {}) {
  let event;
  try {
    event = await findSeatMapEvent(url, target);
  } catch (error) {
    return { target, event: null, runs: [], summary: summariseSeatMapRuns([]), notes: [error.message] };
  }
  const results = [];
  for (let run = 1; run <= runs; run++) {
    try {
      const r = await seatMapRun(browser, event, target);
      results.push({ run, ...r });
      const fmt = (v, unit) => (typeof v === 'number' ? `${v.toFixed(1)} ${unit}` : '–');
      log(
        `  seat map run ${run}/${runs}: open ${fmt(r.openMs, 'ms')}, click→painted ${fmt(r.clickToPaintedMs, 'ms')}, repaint ${fmt(r.repaintMs, 'ms')}, ${fmt(r.fps, 'fps')} (worst frame ${fmt(r.worstFrameMs, 'ms')})${r.note ? `; ${r.note}` : ''}`,
      );
    } catch (error) {
      results.push({ run, error: error.message.split('\n')[0] });
      log(`  seat map run ${run}/${runs} failed: ${error.message.split('\n')[0]}`);
    }
  }
  const notes = [...new Set(results.filter((r) => r.note).map((r) => r.note))];
  const zooms = [...new Set(results.flatMap((r) => r.zooms ?? []))];
  if (results.some((r) => r.zooms) && zooms.length < 2) notes.push(`data-zoom never changed during zoom/pan (${zooms.join(', ') || 'absent'}): the wheel did not zoom`);
  return { target, event, runs: results, summary: summariseSeatMapRuns(results), notes };
}

export function printSeatMap(result) {
  const { target, event, summary } = result;
  const v = (x) => x ?? '–';
  const lines = [
    `Seat map — "${target.event}"${event ? ` (${event.id})` : ''}: ${target.quantity} × ${target.type} in ${target.group}, desktop ${DESKTOP.viewport.width}×${DESKTOP.viewport.height}; medians of ${summary.n} runs${summary.failed ? ` (+${summary.failed} failed)` : ''}`,
    printTable(
      ['open ms', 'click→painted ms', 'repaint ms', 'zoom/pan fps', 'worst frame ms'],
      [[v(summary.openMs), v(summary.clickToPaintedMs), v(summary.repaintMs), v(summary.fps), v(summary.worstFrameMs)]],
      ['r', 'r', 'r', 'r', 'r'],
    ),
    `open = '${SEAT_MAP_MARKS.open}' → '${SEAT_MAP_MARKS.painted}' (includes the spec's ${SEAT_MAP_OPEN_DELAY_MS} ms opening delay, the rest of the map fetched ahead and the states' refresh); click→painted from the 'Find seats' input event; repaint = seat click → '${SEAT_MAP_MARKS.repainted}'.`,
    'Goals (issue 15)',
    printTable(['goal', 'median', 'result'], summary.goals.map((g) => [g.goal, v(g.value), g.result]), ['l', 'r', 'l']),
  ];
  for (const n of result.notes) lines.push(`note: ${n}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------- alone, against a running stack

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '5' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || !values.url) {
    process.stdout.write('Usage: node scripts/bench-seat-map.mjs --url http://localhost:3000 [--runs N (5)] [--json PATH]\n');
    process.exit(values.help ? 0 : 1);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw Object.assign(new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`), { fatal: true });
  const url = values.url.replace(/\/+$/, '');
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000 });
  } catch (error) {
    throw Object.assign(new Error(`Chromium (${CHROMIUM_PATH}) could not start: ${error.message.split('\n')[0]}`), { fatal: true });
  }
  try {
    const result = await measureSeatMap(browser, url, { runs, log: (m) => process.stderr.write(`[seat-map] ${m}\n`) });
    const meta = { date: new Date().toISOString(), node: process.version, chromium: browser.version(), cores: os.cpus().length, url, runs };
    const jsonPath = values.json
      ? path.resolve(values.json)
      : path.join(mkdtempSync(path.join(os.tmpdir(), 'storefront-seat-map-')), 'seat-map-results.json');
    mkdirSync(path.dirname(jsonPath), { recursive: true });
    writeFileSync(jsonPath, `${JSON.stringify({ meta, seatMap: result }, null, 2)}\n`);
    process.stdout.write(`Seat map benchmark — ${meta.date} · node ${meta.node} · Chromium ${meta.chromium} · ${meta.cores} cores · ${url}\n${printSeatMap(result)}\nJSON: ${jsonPath}\n`);
  } finally {
    await browser.close().catch(() => {});
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`bench-seat-map: ${error.message}\n`);
      process.exit(error.fatal ? 1 : 0);
    },
  );
}
