import { createLastKnownGood, installLastKnownGood } from './last-known-good';
import remoteFailurePlugin from './remote-failure-plugin';

type ErrorLoadRemote = (args: { id: string; error: unknown; lifecycle: string }) => Promise<unknown>;
const errorLoadRemote = remoteFailurePlugin().errorLoadRemote as unknown as ErrorLoadRemote;

describe('the remote failure runtime plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    installLastKnownGood(null);
    jest.restoreAllMocks();
  });

  it('lets the load fail where no last known good is armed (the server), leaving the log to the storefront server', async () => {
    await expect(errorLoadRemote({ id: 'catalog/routes', error: new Error('down'), lifecycle: 'onLoad' })).resolves.toBeUndefined();
    // One JSON line there ("regions left to the browser", with the error), not a second plain one.
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('answers onLoad with the module the last known good loaded', async () => {
    const fallbackModule = { default: () => null };
    installLastKnownGood(
      createLastKnownGood({
        remotes: [{ name: 'catalog', version: '1.2.0+ab', entry: '/a.js', fallback: { version: '1.1.0+cd', entry: '/b.js' } }],
        seller: 'acme',
        register: () => undefined,
        load: () => Promise.resolve(fallbackModule),
        report: () => undefined,
        avoid: () => undefined,
        warn: () => undefined,
      }),
    );
    await expect(errorLoadRemote({ id: 'catalog/routes', error: new Error('down'), lifecycle: 'onLoad' })).resolves.toBe(fallbackModule);
    // Earlier lifecycles take other things in return (a manifest, request arguments): they end in onLoad.
    await expect(errorLoadRemote({ id: 'catalog/routes', error: new Error('down'), lifecycle: 'afterResolve' })).resolves.toBeUndefined();
  });
});
