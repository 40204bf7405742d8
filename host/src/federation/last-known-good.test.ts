import type { PageRemote, RemoteFailureReport } from '@storefront/shared';
import { createLastKnownGood, type LastKnownGood } from './last-known-good';

const catalog: PageRemote = {
  name: 'catalog',
  version: '1.2.0+ab',
  entry: '/releases/catalog/1.2.0+ab/remoteEntry.js',
  fallback: { version: '1.1.0+cd', entry: '/releases/catalog/1.1.0+cd/remoteEntry.js' },
};
const FALLBACK_ENTRY = '/releases/catalog/1.1.0+cd/remoteEntry.js';
const RETRY_ENTRY = '/releases/catalog/1.2.0+ab/remoteEntry.js?retry=1';
const REFUSED_REACT = new Error(
  '[ Federation Runtime ]: Version 19.3.0 from host of shared singleton module react does not satisfy the requirement of catalog which needs ^18.3.0)',
);

type Build = (id: string) => unknown;
const fails =
  (message = 'Loading script failed.'): Build =>
  () => {
    throw new Error(message);
  };
const serves =
  (label: string): Build =>
  (id) => ({ label, id });

/**
 * The federation runtime as the recovery sees it: each entry is a build that serves or
 * fails; a failed load goes through `recoverLoad` (the plugin's `errorLoadRemote` at
 * `onLoad`) and rejects when it answers nothing.
 */
function pageWith(remotes: PageRemote[], builds: Record<string, Build>) {
  const registered = new Map(remotes.map((remote) => [remote.name, remote.entry]));
  const registrations: [string, string][] = [];
  const reports: RemoteFailureReport[] = [];
  const avoided: string[] = [];
  const warnings: string[] = [];
  const lastKnownGood: LastKnownGood = createLastKnownGood({
    remotes,
    seller: 'acme',
    register: (name, entry) => {
      registered.set(name, entry);
      registrations.push([name, entry]);
    },
    load,
    report: (report) => reports.push(report),
    avoid: (key) => avoided.push(key),
    warn: (message) => warnings.push(message),
  });
  async function load(id: string): Promise<unknown> {
    const entry = registered.get(id.split('/')[0]!)!;
    try {
      return builds[entry]!(id);
    } catch (error) {
      const recovered = await lastKnownGood.recoverLoad(id, error);
      if (recovered === undefined) throw error;
      return recovered;
    }
  }
  return { load, lastKnownGood, registrations, reports, avoided, warnings };
}

describe('the last known good of a remote, on a failed load', () => {
  it('retries the same build once, cache-busted, and reports nothing when that works', async () => {
    let attempts = 0;
    const flaky: Build = (id) => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading script failed.');
      return { label: 'new', id };
    };
    const page = pageWith([catalog], { [catalog.entry]: flaky, [RETRY_ENTRY]: flaky });
    await expect(page.load('catalog/routes')).resolves.toEqual({ label: 'new', id: 'catalog/routes' });
    expect(page.registrations).toEqual([['catalog', RETRY_ENTRY]]);
    expect(page.reports).toEqual([]);
  });

  it('then switches the remote to its fallback build, reports, warns and avoids the failing version', async () => {
    const page = pageWith([catalog], { [catalog.entry]: fails(), [RETRY_ENTRY]: fails('404'), [FALLBACK_ENTRY]: serves('last good') });
    await expect(page.load('catalog/routes')).resolves.toEqual({ label: 'last good', id: 'catalog/routes' });
    expect(page.registrations).toEqual([
      ['catalog', RETRY_ENTRY],
      ['catalog', FALLBACK_ENTRY],
    ]);
    expect(page.reports).toEqual([{ remote: 'catalog', version: '1.2.0+ab', seller: 'acme', phase: 'load', error: '404', fellBackTo: '1.1.0+cd' }]);
    expect(page.avoided).toEqual(['catalog@1.2.0+ab']);
    expect(page.warnings).toEqual(['[storefront] catalog@1.2.0+ab failed to load (404); using catalog@1.1.0+cd']);
  });

  it('switches once per page: other modules follow the fallback, a failing fallback fails the region', async () => {
    const page = pageWith([catalog], { [catalog.entry]: fails(), [RETRY_ENTRY]: fails(), [FALLBACK_ENTRY]: fails('fallback down') });
    await expect(page.load('catalog/routes')).rejects.toThrow('Loading script failed.');
    await expect(page.load('catalog/EventTeaser')).rejects.toThrow('fallback down');
    expect(page.registrations).toEqual([
      ['catalog', RETRY_ENTRY],
      ['catalog', FALLBACK_ENTRY],
    ]);
    expect(page.reports).toHaveLength(1);
    expect(page.warnings.at(-1)).toBe('[storefront] catalog@1.1.0+cd failed to load too (fallback down)');
  });

  it('switches once when two regions of the remote fail at the same time', async () => {
    const page = pageWith([catalog], { [catalog.entry]: fails(), [RETRY_ENTRY]: fails(), [FALLBACK_ENTRY]: serves('last good') });
    const loaded = await Promise.all([page.load('catalog/routes'), page.load('catalog/EventTeaser')]);
    expect(loaded).toEqual([
      { label: 'last good', id: 'catalog/routes' },
      { label: 'last good', id: 'catalog/EventTeaser' },
    ]);
    expect(page.registrations.filter(([, entry]) => entry === FALLBACK_ENTRY)).toHaveLength(1);
    expect(page.reports).toHaveLength(1);
  });

  it('with no fallback, reports the failure and lets the load fail', async () => {
    const alone = { ...catalog, fallback: undefined };
    const page = pageWith([alone], { [catalog.entry]: fails(), [RETRY_ENTRY]: fails('still down') });
    await expect(page.load('catalog/routes')).rejects.toThrow('Loading script failed.');
    expect(page.reports).toEqual([{ remote: 'catalog', version: '1.2.0+ab', seller: 'acme', phase: 'load', error: 'still down' }]);
    expect(page.avoided).toEqual(['catalog@1.2.0+ab']);
    expect(page.warnings).toEqual(['[storefront] catalog@1.2.0+ab failed to load (still down); no earlier build to use']);
  });

  it('refuses a build whose shared singleton range the page does not satisfy, without retrying it', async () => {
    const page = pageWith([catalog], {
      [catalog.entry]: () => {
        throw REFUSED_REACT;
      },
      [FALLBACK_ENTRY]: serves('last good'),
    });
    await expect(page.load('catalog/routes')).resolves.toEqual({ label: 'last good', id: 'catalog/routes' });
    expect(page.registrations).toEqual([['catalog', FALLBACK_ENTRY]]);
    expect(page.reports).toEqual([
      expect.objectContaining({ phase: 'compatibility', error: 'it requires react ^18.3.0, the page has react 19.3.0', fellBackTo: '1.1.0+cd' }),
    ]);
    expect(page.warnings).toEqual([
      '[storefront] catalog@1.2.0+ab was refused (it requires react ^18.3.0, the page has react 19.3.0); using catalog@1.1.0+cd',
    ]);
  });

  it("reports the runtime's error on one line, without its link to the docs", async () => {
    const runtimeError = [
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008',
      'args: {"remoteName":"catalog"}',
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
      'Original Error Message:',
      ' ScriptNetworkError: Failed to load script',
    ].join('\n');
    const page = pageWith([catalog], { [catalog.entry]: fails(), [RETRY_ENTRY]: fails(runtimeError), [FALLBACK_ENTRY]: serves('last good') });
    await page.load('catalog/routes');
    expect(page.reports[0]!.error).toBe(
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 args: {"remoteName":"catalog"} Original Error Message: ScriptNetworkError: Failed to load script',
    );
  });

  it('keeps the reported error to 500 characters', async () => {
    const page = pageWith([catalog], { [catalog.entry]: fails('x'.repeat(900)), [RETRY_ENTRY]: fails('y'.repeat(900)), [FALLBACK_ENTRY]: serves('last good') });
    await page.load('catalog/routes');
    expect(page.reports[0]!.error).toBe('y'.repeat(500));
  });

  it('leaves remotes it has no version of (a hand-written list) to fail after their retry', async () => {
    const unversioned: PageRemote = { name: 'catalog', entry: catalog.entry };
    const page = pageWith([unversioned], { [catalog.entry]: fails(), [RETRY_ENTRY]: fails() });
    await expect(page.load('catalog/routes')).rejects.toThrow('Loading script failed.');
    expect(page.reports).toEqual([]);
    expect(page.avoided).toEqual([]);
  });

  it('answers nothing for a remote the page does not know', async () => {
    const page = pageWith([catalog], {});
    await expect(page.lastKnownGood.recoverLoad('reviews/Stars', new Error('no remote'))).resolves.toBeUndefined();
  });
});

describe('the last known good of a remote, on a region that throws while mounting', () => {
  it('switches the remote to its fallback once and says so', () => {
    const page = pageWith([catalog], {});
    expect(page.lastKnownGood.recoverMount('catalog/routes', new Error('Cannot read properties of undefined'))).toBe(true);
    expect(page.registrations).toEqual([['catalog', FALLBACK_ENTRY]]);
    expect(page.reports).toEqual([expect.objectContaining({ phase: 'mount', fellBackTo: '1.1.0+cd' })]);
    expect(page.warnings).toEqual([
      '[storefront] catalog@1.2.0+ab failed while mounting (Cannot read properties of undefined); using catalog@1.1.0+cd',
    ]);
    expect(page.lastKnownGood.recoverMount('catalog/EventTeaser', new Error('again'))).toBe(false);
    expect(page.reports).toHaveLength(1);
  });

  it('does not switch a remote already switched by a failed load, nor one with no fallback', async () => {
    const page = pageWith([catalog, { name: 'checkout', version: '2.0.0+ef', entry: '/checkout.js' }], {
      [catalog.entry]: fails(),
      [RETRY_ENTRY]: fails(),
      [FALLBACK_ENTRY]: serves('last good'),
    });
    await page.load('catalog/routes');
    expect(page.lastKnownGood.recoverMount('catalog/routes', new Error('throws'))).toBe(false);
    expect(page.lastKnownGood.recoverMount('checkout/CartWidget', new Error('throws'))).toBe(false);
    expect(page.reports.map(({ remote, fellBackTo }) => [remote, fellBackTo])).toEqual([
      ['catalog', '1.1.0+cd'],
      ['checkout', undefined],
    ]);
  });
});
