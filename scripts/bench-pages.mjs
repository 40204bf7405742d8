/**
 * The benchmark's mobile profile (issue 11): cold loads of a page in Debian's Chromium with a
 * slow-4G network and a 4× slower CPU, measuring what a visitor sees and when they can act.
 * Used by bench.mjs; measures, never asserts.
 *
 * Per run, in the page (an init script, so nothing the page does can skip it):
 *   FCP, LCP (and its element), CLS (largest session window, as web-vitals counts it),
 *   visible  — the page's content condition first holds (heading + first card / date fieldset),
 *   usable   — the page's first control has React's handlers attached (it is hydrated), so a
 *              tap does something; on the event page that is the first date button (or, for
 *              a flow that starts elsewhere, the panel's first control),
 *   JS       — every script requested before `usable`, each counted as gzip -9 of its bytes.
 */
/* global window */
import { gzipSync } from 'node:zlib';

export const MOBILE_PROFILE = {
  label: 'mobile: 412×823 @1.75x touch, 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4× slower, cache disabled',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuSlowdown: 4,
};

/** The goals of issue 11, checked against the medians. */
export const GOALS = {
  eventLcpMs: 800,
  eventUsableMs: 2200,
  cls: 0.05,
  firstLoadJsKb: 170,
  federatedLcpOverMonolith: 1.15,
};

/**
 * @typedef {{ label: string, control: string, heading: string }} PageConditions in-page expressions, as source text
 * @typedef {{
 *   fcp: number | null, lcp: number | null, lcpElement: string | null, cls: number,
 *   visibleAt: number | null, usableAt: number | null, control: string | null,
 * }} Probe what the init script records in the page, as `window.__bench`
 * @typedef {{
 *   fcpMs: number | null, lcpMs: number | null, lcpElement: string | null, cls: number,
 *   visibleMs: number | null, usableMs: number | null, control: string | null,
 *   jsBeforeUsable: { files: number, gzipBytes: number }, jsTotalFiles: number,
 * }} MobileRun
 * @typedef {ReturnType<typeof summariseRuns>} RunSummary
 * @typedef {RunSummary & { build: string, page: string, seller: string }} TargetSummary
 */

const RUN_TIMEOUT_MS = 90_000;
const SETTLE_MS = 1000;

/**
 * In-page conditions, as source text. `visible` and `usable` are expressions over the DOM;
 * `hydrated(el)` is true once React has attached its props to the element.
 * @param {string} kind 'event' or the listing @param {string} [eventName] @returns {PageConditions}
 */
export function pageConditions(kind, eventName) {
  const headingIs = (/** @type {string | undefined} */ text) =>
    `[...document.querySelectorAll('h1')].find((e) => e.textContent.trim() === ${JSON.stringify(text)})`;
  if (kind === 'event') {
    return {
      label: `h1 "${eventName}" + the panel's first control`,
      // The date-first flow's date buttons, else the first enabled control of the panel's form.
      control: `(() => {
        const legend = [...document.querySelectorAll('fieldset > legend')].find((e) => e.textContent.trim() === 'Choose a date');
        const scope = legend ? legend.parentElement : document.querySelector('main form');
        return scope ? scope.querySelector('button:not([disabled]), input:not([disabled]), select:not([disabled])') : null;
      })()`,
      heading: headingIs(eventName),
    };
  }
  return {
    label: 'h1 "Events" + the first event card\'s link',
    control: `(() => { const card = document.querySelector('article'); return card ? card.querySelector('a[href]') : null; })()`,
    heading: headingIs('Events'),
  };
}

/** The init script: web-vitals style observers and a poll for the visible/usable moments. */
/** @param {PageConditions} conditions */
function probeScript(conditions) {
  return `(() => {
    const m = { fcp: null, lcp: null, lcpElement: null, cls: 0, visibleAt: null, usableAt: null, control: null };
    window.__bench = m;
    const describe = (el) => el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) { m.lcp = e.startTime; m.lcpElement = describe(e.element) || e.url || null; }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    let windowValue = 0, windowStart = -Infinity, lastShift = -Infinity;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        if (e.startTime - lastShift > 1000 || e.startTime - windowStart > 5000) { windowValue = 0; windowStart = e.startTime; }
        windowValue += e.value; lastShift = e.startTime;
        if (windowValue > m.cls) m.cls = windowValue;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const hydrated = (el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
    const shown = (el) => Boolean(el && el.checkVisibility());
    // Hydration attaches handlers without changing the DOM, so poll rather than observe mutations.
    const poll = () => {
      try {
        const heading = ${conditions.heading};
        const control = ${conditions.control};
        if (m.visibleAt === null && shown(heading) && shown(control)) m.visibleAt = performance.now();
        if (m.usableAt === null && shown(heading) && shown(control) && hydrated(control)) {
          m.usableAt = performance.now();
          m.control = control.textContent.trim().slice(0, 40) || control.getAttribute('aria-label') || control.tagName.toLowerCase();
        }
      } catch { /* the page is between states */ }
      if (m.usableAt === null) setTimeout(poll, 20);
    };
    poll();
  })();`;
}

const round = (/** @type {number | null | undefined} */ v) => (v === null || v === undefined ? null : Math.round(v));

/**
 * One cold load under the mobile profile. `jsSize(url)` resolves a script's gzip -9 size.
 * Returns the run's metrics, or throws when the page never became usable.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {PageConditions} conditions
 * @param {(url: string) => Promise<number>} jsSize
 * @returns {Promise<MobileRun>}
 */
export async function mobileRun(browser, url, conditions, jsSize) {
  const context = await browser.newContext({
    viewport: MOBILE_PROFILE.viewport,
    deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript({ content: probeScript(conditions) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_PROFILE.network);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });

    await page.goto(url, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    // Functions, not strings: the storefront's CSP forbids string evaluation.
    await page.waitForFunction(() => /** @type {{ __bench?: Probe }} */ (/** @type {unknown} */ (window)).__bench?.usableAt != null, null, {
      timeout: RUN_TIMEOUT_MS,
      polling: 100,
    });
    await page.waitForLoadState('load', { timeout: RUN_TIMEOUT_MS });
    // Late layout shifts and LCP candidates still count: give them a moment.
    await page.waitForTimeout(SETTLE_MS);
    const metrics = await page.evaluate(() => ({
      .../** @type {Probe} */ (/** @type {{ __bench?: Probe }} */ (/** @type {unknown} */ (window)).__bench),
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
        .map((e) => ({ url: e.name, start: e.startTime })),
    }));
    // usableAt is set: the wait above was for it.
    const before = metrics.scripts.filter((s) => s.start < /** @type {number} */ (metrics.usableAt));
    const sizes = await Promise.all(before.map((s) => jsSize(s.url)));
    return {
      fcpMs: round(metrics.fcp),
      lcpMs: round(metrics.lcp),
      lcpElement: metrics.lcpElement,
      cls: Number(metrics.cls.toFixed(4)),
      visibleMs: round(metrics.visibleAt),
      usableMs: round(metrics.usableAt),
      control: metrics.control,
      jsBeforeUsable: { files: before.length, gzipBytes: sizes.reduce((s, n) => s + n, 0) },
      jsTotalFiles: metrics.scripts.length,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** gzip -9 size of a script, fetched once (uncompressed) and remembered. */
export function scriptSizer() {
  /** @type {Map<string, Promise<number>>} */
  const sizes = new Map();
  return (/** @type {string} */ url) => {
    const bare = url.replace(/\?.*$/, '');
    if (!sizes.has(bare)) {
      sizes.set(
        bare,
        fetch(bare, { headers: { 'accept-encoding': 'identity' } })
          .then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(new Error(`GET ${bare}: ${res.status}`))))
          .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length),
      );
    }
    return /** @type {Promise<number>} */ (sizes.get(bare));
  };
}

/** @param {readonly unknown[]} values @returns {number | null} */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).map(Number).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (v[index]);
  return v.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** Medians of a target's successful runs. @param {readonly (MobileRun | { error: string })[]} runs */
export function summariseRuns(runs) {
  const ok = /** @type {MobileRun[]} */ (runs.filter((r) => !('error' in r && r.error)));
  const pick = (/** @type {(run: MobileRun) => number | null} */ f) => median(ok.map(f));
  return {
    n: ok.length,
    failed: runs.length - ok.length,
    fcpMs: round(pick((r) => r.fcpMs)),
    lcpMs: round(pick((r) => r.lcpMs)),
    cls: (() => {
      const c = pick((r) => r.cls);
      return c === null ? null : Number(c.toFixed(3));
    })(),
    visibleMs: round(pick((r) => r.visibleMs)),
    usableMs: round(pick((r) => r.usableMs)),
    jsKb: (() => {
      const b = pick((r) => r.jsBeforeUsable.gzipBytes);
      return b === null ? null : Number((b / 1024).toFixed(1));
    })(),
    lcpElement: ok.at(-1)?.lcpElement ?? null,
    control: ok.at(-1)?.control ?? null,
  };
}

/**
 * PASS/FAIL of each goal. `targets` are summaries keyed like "city-museum event federated";
 * a goal with nothing measured is NOT MEASURED (never a pass).
 * @param {readonly TargetSummary[]} summaries
 */
export function evaluateGoals(summaries) {
  /** @type {{ goal: string, at: string, value: number | null, result: string }[]} */
  const rows = [];
  /** @param {number | null | undefined} value @param {boolean} ok */
  const verdict = (value, ok) => (value === null || value === undefined ? 'NOT MEASURED' : ok ? 'PASS' : 'FAIL');
  for (const s of summaries.filter((x) => x.build === 'federated' && x.page === 'event')) {
    const at = `/events/{id} ${s.seller}`;
    rows.push({ goal: `event-page LCP ≤ ${GOALS.eventLcpMs} ms`, at, value: s.lcpMs, result: verdict(s.lcpMs, s.lcpMs !== null && s.lcpMs <= GOALS.eventLcpMs) });
    rows.push({
      goal: `date buttons usable ≤ ${GOALS.eventUsableMs} ms`,
      at,
      value: s.usableMs,
      result: verdict(s.usableMs, s.usableMs !== null && s.usableMs <= GOALS.eventUsableMs),
    });
    rows.push({
      goal: `first-load JS ≤ ${GOALS.firstLoadJsKb} KB gzip`,
      at,
      value: s.jsKb,
      result: verdict(s.jsKb, s.jsKb !== null && s.jsKb <= GOALS.firstLoadJsKb),
    });
  }
  for (const s of summaries.filter((x) => x.build === 'federated')) {
    rows.push({ goal: `CLS ≤ ${GOALS.cls}`, at: `${s.page === 'event' ? '/events/{id}' : '/events'} ${s.seller}`, value: s.cls, result: verdict(s.cls, s.cls !== null && s.cls <= GOALS.cls) });
  }
  for (const s of summaries.filter((x) => x.build === 'federated' && x.page === 'event')) {
    const mono = summaries.find((x) => x.build === 'monolith' && x.page === s.page && x.seller === s.seller);
    const ratio = mono?.lcpMs && s.lcpMs ? Number((s.lcpMs / mono.lcpMs).toFixed(2)) : null;
    rows.push({
      goal: `federated LCP ≤ ${GOALS.federatedLcpOverMonolith}× monolith`,
      at: `/events/{id} ${s.seller}`,
      value: ratio,
      result: verdict(ratio, ratio !== null && ratio <= GOALS.federatedLcpOverMonolith),
    });
  }
  return rows;
}
