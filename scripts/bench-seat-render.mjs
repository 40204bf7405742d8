/**
 * The measurement behind ADR 0023: which technique draws a 10,000-seat map within issue 15's
 * budgets (open ≤ 300 ms, a selection repainted ≤ 100 ms, zoom and pan ≥ 50 fps) in this
 * machine's Chromium. A standalone probe: no build, no stack, one browser and a static page.
 *
 *   node scripts/bench-seat-render.mjs [--runs N (5)] [--scale-factor F (1)] [--json PATH]
 *
 * It writes a temp HTML page with 10,000 generated seats laid out like an arena (20 sections ×
 * 20 rows × 25 seats around an oval floor, three zone colours, about a third sold) and, for
 * each technique, measures in the page:
 *   svg        inline SVG, one <circle> per seat, the markup built as a string (as a server
 *              render would) and set as innerHTML; zoom and pan change the viewBox;
 *   svg-g      the same circles inside a <g> that zoom and pan move with a CSS transform;
 *   canvas     one <canvas>, the seats batched into one path per fill colour; zoom and pan
 *              repaint the frame (off-screen seats skipped), as the real view does;
 * - open: from the start of the page's script to the frame after all seats are painted
 *   (requestAnimationFrame twice after the DOM or the canvas is complete), and to the page's
 *   first contentful paint (Chromium times it when the frame is presented, rasterised: the
 *   seats are the only content), the later of the two being the fairer for SVG, whose raster
 *   runs off the main thread;
 * - selection: one seat recoloured and ringed (the canvas rebatches and repaints the frame)
 *   to the frame after;
 * - zoom/pan: a 1-second requestAnimationFrame animation of scale (1 → 4 → 1) and offset:
 *   frames per second and the worst frame (longest gap between animation frames).
 * Each figure is the median of N runs (a new page each, techniques interleaved). Prints a
 * table and PASS/FAIL per budget; asserts nothing and exits 0 unless Chromium cannot start.
 */
/* global window, document, location, requestAnimationFrame */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { median } from './bench-pages.mjs';
import { SEAT_MAP_BUDGETS, frameStats, printTable, seatMapGoals } from './bench-seat-map.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const TECHNIQUES = {
  svg: 'SVG, one <circle> per seat (viewBox zoom/pan)',
  'svg-g': 'SVG circles in a <g> with a CSS transform',
  canvas: 'one <canvas>, one path per fill colour',
};
const VIEW = { width: 1200, height: 760 };
const ZONE_COLORS = ['#9f1239', '#1d4ed8', '#047857'];
const BOOKED = '#6b7280';
const UNAVAILABLE = '#9ca3af';
const PAGE_TIMEOUT_MS = 60_000;

/** A small seeded generator (mulberry32), so every run and technique draws the same arena. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An arena bowl: `sections` wedges around an oval floor, each `rows` rows of `perRow` seats,
 * rows further out by 12 units; the front rows premium, the middle standard, the top balcony.
 * About 30 % of the seats are sold and 2 % unavailable.
 */
export function arenaSeats({ sections = 20, rows = 20, perRow = 25, seed = 15 } = {}) {
  const inner = { x: 620, y: 500 };
  const rowStep = 12;
  const radius = 3;
  const gap = 0.12;
  const width = 2 * (inner.x + rows * rowStep + 60);
  const height = 2 * (inner.y + rows * rowStep + 60);
  const random = seededRandom(seed);
  const sectionAngle = (2 * Math.PI) / sections;
  const seatAngle = (sectionAngle * (1 - gap)) / (perRow - 1);
  const seats = [];
  for (let s = 0; s < sections; s++) {
    const start = -Math.PI / 2 + s * sectionAngle + (sectionAngle * gap) / 2;
    for (let row = 0; row < rows; row++) {
      const zone = row < 6 ? 0 : row < 14 ? 1 : 2;
      for (let n = 0; n < perRow; n++) {
        const angle = start + n * seatAngle;
        const roll = random();
        const fill = roll < 0.02 ? UNAVAILABLE : roll < 0.32 ? BOOKED : ZONE_COLORS[zone];
        seats.push({
          x: Math.round((width / 2 + (inner.x + row * rowStep) * Math.cos(angle)) * 10) / 10,
          y: Math.round((height / 2 + (inner.y + row * rowStep) * Math.sin(angle)) * 10) / 10,
          r: radius,
          fill,
        });
      }
    }
  }
  return { width, height, seats };
}

/** An available seat near the top of the bowl (on screen at every zoom of the animation). */
export function seatToSelect(map) {
  let best = -1;
  let bestDistance = Infinity;
  map.seats.forEach((seat, i) => {
    if (!ZONE_COLORS.includes(seat.fill)) return;
    const distance = Math.hypot(seat.x - map.width / 2, seat.y - map.height * 0.12);
    if (distance < bestDistance) [best, bestDistance] = [i, distance];
  });
  return best;
}

/**
 * The page's script, run as written (not through Playwright's evaluate, so its start is the
 * page's own). Leaves `window.__probe` = { openMs, selectMs, frames } or { error }.
 */
function probeScript() {
  const t0 = performance.now();
  const { map, selectIndex, view } = window.__seatData;
  const technique = location.hash.slice(1);
  const root = document.getElementById('view');
  const fit = Math.min(view.width / map.width, view.height / map.height);
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const fitted = { zoom: 1, offsetX: (view.width - map.width * fit) / 2, offsetY: (view.height - map.height * fit) / 2 };
  const SELECTED = { fill: '#f59e0b', ring: '#111827' };

  /** Both SVG techniques mark a selected seat the same way: one circle's attributes. */
  const selectCircle = (circle) => {
    circle.setAttribute('fill', SELECTED.fill);
    circle.setAttribute('stroke', SELECTED.ring);
    circle.setAttribute('stroke-width', '1.5');
  };

  const circles = () =>
    map.seats.map((s) => `<circle cx="${s.x}" cy="${s.y}" r="${s.r}" fill="${s.fill}"/>`).join('');

  const techniques = {
    svg() {
      const viewBox = (v) => {
        const scale = fit * v.zoom;
        return `${-v.offsetX / scale} ${-v.offsetY / scale} ${view.width / scale} ${view.height / scale}`;
      };
      root.innerHTML = `<svg width="${view.width}" height="${view.height}" viewBox="${viewBox(fitted)}">${circles()}</svg>`;
      const svg = root.firstElementChild;
      const nodes = svg.children;
      return {
        select: (i) => selectCircle(nodes[i]),
        setView(v) {
          svg.setAttribute('viewBox', viewBox(v));
        },
      };
    },
    'svg-g'() {
      const transform = (v) => `translate(${v.offsetX}px, ${v.offsetY}px) scale(${fit * v.zoom})`;
      root.innerHTML =
        `<svg width="${view.width}" height="${view.height}">` +
        `<g style="transform-origin: 0 0; transform: ${transform(fitted)}">${circles()}</g></svg>`;
      const group = root.firstElementChild.firstElementChild;
      const nodes = group.children;
      return {
        select: (i) => selectCircle(nodes[i]),
        setView(v) {
          group.style.transform = transform(v);
        },
      };
    },
    canvas() {
      const ratio = window.devicePixelRatio || 1;
      const canvas = document.createElement('canvas');
      canvas.width = view.width * ratio;
      canvas.height = view.height * ratio;
      canvas.style.width = `${view.width}px`;
      canvas.style.height = `${view.height}px`;
      root.append(canvas);
      const ctx = canvas.getContext('2d');
      const selected = new Set();
      let current = fitted;
      let batches = [];
      // As the real view: batched once per change of the seats' looks, not per frame.
      const rebatch = () => {
        const byFill = new Map();
        map.seats.forEach((seat, i) => {
          const fill = selected.has(i) ? SELECTED.fill : seat.fill;
          const batch = byFill.get(fill) ?? [];
          batch.push(seat);
          byFill.set(fill, batch);
        });
        batches = [...byFill];
      };
      const paint = () => {
        const scale = fit * current.zoom;
        const left = -current.offsetX / scale;
        const top = -current.offsetY / scale;
        const right = left + view.width / scale;
        const bottom = top + view.height / scale;
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        ctx.clearRect(0, 0, view.width, view.height);
        const trace = (seats) => {
          ctx.beginPath();
          for (const s of seats) {
            if (s.x + s.r < left || s.x - s.r > right || s.y + s.r < top || s.y - s.r > bottom) continue;
            const x = s.x * scale + current.offsetX;
            const y = s.y * scale + current.offsetY;
            ctx.moveTo(x + s.r * scale, y);
            ctx.arc(x, y, s.r * scale, 0, 2 * Math.PI);
          }
        };
        for (const [fill, seats] of batches) {
          trace(seats);
          ctx.fillStyle = fill;
          ctx.fill();
        }
        if (selected.size) {
          trace([...selected].map((i) => map.seats[i]));
          ctx.strokeStyle = SELECTED.ring;
          ctx.lineWidth = 1.5;
          ctx.stroke();
        }
      };
      rebatch();
      paint();
      return {
        select(i) {
          selected.add(i);
          rebatch();
          paint();
        },
        setView(v) {
          current = v;
          paint();
        },
      };
    },
  };

  (async () => {
    const drawing = techniques[technique]();
    await nextFrame();
    const openMs = performance.now() - t0;

    await pause(300);
    const selectStart = performance.now();
    drawing.select(selectIndex);
    await nextFrame();
    const selectMs = performance.now() - selectStart;

    await pause(300);
    // Zoom 1 → 4 → 1 while the view's centre circles the map's: one change per animation frame.
    const frames = [];
    await new Promise((resolve) => {
      let start = null;
      const step = (now) => {
        frames.push(now);
        start ??= now;
        const progress = (now - start) / 1000;
        if (progress >= 1) {
          // One more frame: the last change's cost shows in the gap to it.
          requestAnimationFrame((last) => (frames.push(last), resolve()));
          return;
        }
        const zoom = 1 + 3 * Math.sin(Math.PI * progress);
        const scale = fit * zoom;
        const cx = map.width / 2 + map.width * 0.2 * Math.cos(2 * Math.PI * progress);
        const cy = map.height / 2 + map.height * 0.2 * Math.sin(2 * Math.PI * progress);
        drawing.setView({ zoom, offsetX: view.width / 2 - cx * scale, offsetY: view.height / 2 - cy * scale });
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    // The seats are the page's only content: its first contentful paint is theirs, timed at presentation (rasterised).
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    window.__probe = { openMs, openPaintMs: paint ? paint.startTime - t0 : null, selectMs, frames, nodes: document.getElementsByTagName('*').length };
  })().catch((error) => (window.__probe = { error: String(error) }));
}

export function probePage(map) {
  const data = { map, selectIndex: seatToSelect(map), view: VIEW };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Seat map rendering probe</title>
<style>html, body { margin: 0; } #view { width: ${VIEW.width}px; height: ${VIEW.height}px; overflow: hidden; background: #f8fafc; } svg, canvas { display: block; }</style>
</head><body><div id="view"></div>
<script>window.__seatData = ${JSON.stringify(data)};</script>
<script>(${probeScript.toString()})();</script>
</body></html>`;
}

async function probeOnce(context, url, technique) {
  const page = await context.newPage();
  try {
    await page.goto(`${url}#${technique}`, { timeout: PAGE_TIMEOUT_MS });
    await page.waitForFunction(() => window.__probe, null, { timeout: PAGE_TIMEOUT_MS, polling: 50 });
    const result = await page.evaluate(() => window.__probe);
    if (result.error) throw new Error(result.error);
    return { openMs: result.openMs, openPaintMs: result.openPaintMs, selectMs: result.selectMs, nodes: result.nodes, ...frameStats(result.frames) };
  } finally {
    await page.close().catch(() => {});
  }
}

const oneDecimal = (v) => (v === null ? null : Math.round(v * 10) / 10);

/** Medians per technique, each with the issue's budgets as PASS/FAIL. */
export function summariseProbe(runsByTechnique) {
  return Object.entries(runsByTechnique).map(([technique, runs]) => {
    const ok = runs.filter((r) => !r.error);
    const pick = (key) => oneDecimal(median(ok.map((r) => r[key])));
    const summary = {
      technique,
      n: ok.length,
      failed: runs.length - ok.length,
      openMs: pick('openMs'),
      openPaintMs: pick('openPaintMs'),
      repaintMs: pick('selectMs'),
      fps: pick('fps'),
      worstFrameMs: pick('worstFrameMs'),
      nodes: ok[0]?.nodes ?? null,
    };
    // The budget holds the later of the two opening figures.
    const openForGoal = summary.openPaintMs === null ? summary.openMs : Math.max(summary.openMs ?? 0, summary.openPaintMs);
    return { ...summary, goals: seatMapGoals({ ...summary, openMs: openForGoal }) };
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'scale-factor': { type: 'string', default: '1' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write('Usage: node scripts/bench-seat-render.mjs [--runs N (5)] [--scale-factor F (1)] [--json PATH]\n');
    return;
  }
  const runs = Number(values.runs);
  const scaleFactor = Number(values['scale-factor']);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
  if (!(scaleFactor >= 1 && scaleFactor <= 4)) throw new Error(`--scale-factor must be between 1 and 4, not "${values['scale-factor']}"`);

  const map = arenaSeats();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'seat-render-'));
  const file = path.join(workDir, 'seat-render.html');
  writeFileSync(file, probePage(map));
  const url = pathToFileURL(file).href;

  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000 });
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw Object.assign(new Error(`Chromium (${CHROMIUM_PATH}) could not start: ${error.message.split('\n')[0]}`), { fatal: true });
  }
  const byTechnique = Object.fromEntries(Object.keys(TECHNIQUES).map((t) => [t, []]));
  try {
    const context = await browser.newContext({ viewport: { width: VIEW.width + 80, height: VIEW.height + 40 }, deviceScaleFactor: scaleFactor });
    for (let run = 1; run <= runs; run++) {
      // Alternate the order, so no technique always follows the same one.
      const order = run % 2 ? Object.keys(TECHNIQUES) : Object.keys(TECHNIQUES).reverse();
      for (const technique of order) {
        try {
          const r = await probeOnce(context, url, technique);
          byTechnique[technique].push(r);
          process.stderr.write(
            `[seat-render] run ${run}/${runs} ${technique}: open ${r.openMs.toFixed(1)} ms (paint ${r.openPaintMs?.toFixed(1) ?? '–'} ms), selection ${r.selectMs.toFixed(1)} ms, ${r.fps.toFixed(1)} fps (worst frame ${r.worstFrameMs.toFixed(1)} ms)\n`,
          );
        } catch (error) {
          byTechnique[technique].push({ error: error.message.split('\n')[0] });
          process.stderr.write(`[seat-render] run ${run}/${runs} ${technique} failed: ${error.message.split('\n')[0]}\n`);
        }
      }
    }
    const summaries = summariseProbe(byTechnique);
    const results = {
      meta: { date: new Date().toISOString(), node: process.version, chromium: browser.version(), cores: os.cpus().length, cpu: os.cpus()[0]?.model?.trim() ?? 'unknown', runs, scaleFactor, seats: map.seats.length, view: VIEW },
      summaries,
      runs: byTechnique,
    };
    const out = [
      `Seat map rendering probe — ${results.meta.date}`,
      `node ${results.meta.node} · Chromium ${results.meta.chromium} · ${results.meta.cores} cores (${results.meta.cpu})`,
      `${map.seats.length} seats (20 sections × 20 rows × 25), view ${VIEW.width}×${VIEW.height} CSS px at ${scaleFactor}×; medians of ${runs} runs`,
      '',
      printTable(
        ['technique', 'open ms', 'open (FCP) ms', 'selection ms', 'zoom/pan fps', 'worst frame ms', 'DOM nodes', 'runs'],
        summaries.map((s) => [s.technique, s.openMs ?? '–', s.openPaintMs ?? '–', s.repaintMs ?? '–', s.fps ?? '–', s.worstFrameMs ?? '–', s.nodes ?? '–', `${s.n}${s.failed ? ` (+${s.failed} failed)` : ''}`]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
      '',
      `Budgets (issue 15): open (the later of the two) ≤ ${SEAT_MAP_BUDGETS.openMs} ms, selection ≤ ${SEAT_MAP_BUDGETS.repaintMs} ms, zoom/pan ≥ ${SEAT_MAP_BUDGETS.fps} fps`,
      printTable(
        ['technique', 'open', 'selection', 'zoom/pan'],
        summaries.map((s) => [s.technique, ...s.goals.map((g) => g.result)]),
        ['l', 'l', 'l', 'l'],
      ),
      ...Object.entries(TECHNIQUES).map(([key, label]) => `  ${key}: ${label}`),
    ];
    if (values.json) {
      mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
      writeFileSync(path.resolve(values.json), `${JSON.stringify(results, null, 2)}\n`);
      out.push(`JSON: ${path.resolve(values.json)}`);
    }
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await browser.close().catch(() => {});
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`bench-seat-render: ${error.message}\n`);
      process.exit(error.fatal ? 1 : 2);
    },
  );
}
