/**
 * The monolith build (issue 11) against the federated one, both served by `startStack` with
 * the same API and demo data: the same code must render the same first screens, with the
 * same data inlined, and the monolith must carry no Module Federation runtime. Builds
 * nothing: `pnpm bench` runs it after `pnpm build:monolith` (ADR 0027), and it is
 * skipped when the monolith build is missing.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, startStack } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const monolithBuild = path.join(root, 'host', 'dist-monolith');
const skip = existsSync(monolithBuild) ? false : 'host/dist-monolith is missing: run `corepack pnpm build:monolith` (after `corepack pnpm build`) to compare the monolith';

// Away from `pnpm start` (3000), the e2e suites (3100+), the benchmark (3200+) and scale-out (4310).
const PORTS = { storefront: 3960, api: 3961, catalog: 3962, checkout: 3963, account: 3964, monolith: 3965 };

/**
 * What the page says it was rendered with (`window.__STOREFRONT_DATA__`), without when each
 * answer was asked for (`askedAt`), which differs between two requests.
 * @param {string} html
 */
function serverDataOf(html) {
  const match = html.match(/window\.__STOREFRONT_DATA__=(.*?);<\/script>/);
  assert.ok(match, 'the page was rendered on the server');
  return JSON.parse(match[1] ?? '', (key, value) => (key === 'askedAt' ? undefined : value));
}

/** The markup the server put inside <div id="root">. @param {string} html */
function rootOf(html) {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>', html.indexOf('<script defer', start));
  assert.ok(start >= 0 && end > start, 'the page has its root element');
  return html.slice(start + '<div id="root">'.length, end);
}

describe('the monolith build beside the federated one', { skip }, () => {
  /** @type {import('./stack.mjs').RunningStack} */
  let stack;

  before(async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'sf-monolith-'));
    const manifestPath = path.join(workDir, 'remotes.json');
    const remotes = REMOTE_NAMES.map((name) => ({ name, entry: `http://127.0.0.1:${PORTS[name]}/remoteEntry.js` }));
    writeFileSync(manifestPath, JSON.stringify({ remotes }));
    // Both servers render whole pages here: a cold first render on a busy machine outlasts 300 ms.
    process.env.SSR_RENDER_BUDGET_MS = '5000';
    stack = await startStack({ ports: PORTS, remotesManifestPath: manifestPath, dataDir: path.join(workDir, 'db'), withMonolith: true });
  });
  after(async () => {
    delete process.env.SSR_RENDER_BUDGET_MS;
    await stack?.stop();
  });

  /** The same path from both storefronts, as HTML. */
  const pagesAt = (/** @type {string} */ pathname) =>
    Promise.all([stack.url, stack.monolithUrl].map(async (origin) => (await fetch(`${origin}${pathname}`)).text()));

  it('renders /events with the same markup and the same inlined listing', async () => {
    const [federated = '', monolith = ''] = await pagesAt('/events');
    assert.match(rootOf(monolith), /<h1 id="cat-listing-title"[^>]*>Events<\/h1>/);
    assert.equal(rootOf(monolith), rootOf(federated));
    assert.deepEqual(serverDataOf(monolith), serverDataOf(federated));
    assert.ok(Object.keys(serverDataOf(monolith).routeData).length > 0, 'the listing is inlined');
  });

  it("renders an event's page with the same markup and the same inlined event and calendar", async () => {
    const [listing = ''] = await pagesAt('/events');
    const eventPath = rootOf(listing).match(/href="(\/events\/[^"/?]+)"/)?.[1];
    assert.ok(eventPath, 'the listing links to an event');
    const [federated = '', monolith = ''] = await pagesAt(eventPath);
    assert.match(rootOf(monolith), /<h1 class="cat-event__title">[^<]+</);
    assert.equal(rootOf(monolith), rootOf(federated));
    assert.deepEqual(serverDataOf(monolith), serverDataOf(federated));
  });

  it('boots from its own bundle: no remote entry on the page, no federation runtime in the build', async () => {
    const [, monolith = ''] = await pagesAt('/events');
    assert.doesNotMatch(monolith, /remoteEntry\.js/);
    assert.match(monolith, /<script defer src="\/main\.js">/);
    for (const folder of [monolithBuild, path.join(root, 'host', 'server-dist-monolith')]) {
      const scripts = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
      assert.ok(scripts.length > 0, `${folder} has scripts`);
      for (const file of scripts) {
        // The runtime's global and its error messages' links; the federated host's main.js has both.
        assert.doesNotMatch(readFileSync(path.join(folder, file), 'utf8'), /__FEDERATION__|module-federation\.io/, `${file} carries no federation runtime`);
      }
    }
  });
});
