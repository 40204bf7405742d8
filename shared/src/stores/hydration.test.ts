import { HydrationTracker } from './hydration';

const settled = async (tracker: HydrationTracker, which: 'all' | 'primary' = 'all') => {
  let done = false;
  void (which === 'all' ? tracker.whenHydrated() : tracker.whenPrimaryHydrated()).then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('HydrationTracker', () => {
  afterEach(() => jest.useRealTimers());

  it('counts each server boundary once, however often it rendered', () => {
    const tracker = new HydrationTracker();
    tracker.countRendered(':r1:');
    tracker.countRendered(':r1:');
    tracker.countRendered(':r2:');
    expect(tracker.rendered).toBe(2);
  });

  it('resolves once every boundary the server rendered has hydrated, not before', async () => {
    const tracker = new HydrationTracker();
    tracker.expect(2);
    tracker.reportHydrated(':r1:');
    tracker.reportHydrated(':r1:');
    expect(await settled(tracker)).toBe(false);
    tracker.reportHydrated(':r2:');
    expect(await settled(tracker)).toBe(true);
  });

  it('counts the boundaries of deferred regions apart, on the server and in the browser', async () => {
    const server = new HydrationTracker();
    server.countRendered(':r1:');
    server.countRendered(':r2:', true);
    server.countRendered(':r2:', true);
    expect([server.rendered, server.renderedDeferred]).toEqual([2, 1]);

    const browser = new HydrationTracker();
    browser.expect(4, 2);
    browser.reportHydrated(':r1:');
    expect(await settled(browser, 'primary')).toBe(false);
    browser.reportHydrated(':r3:', true);
    expect(await settled(browser, 'primary')).toBe(false);
    browser.reportHydrated(':r2:');
    expect(await settled(browser, 'primary')).toBe(true);
    expect(await settled(browser)).toBe(false);
  });

  it('ends the wait for the primary part whenever the whole wait ends', async () => {
    const tracker = new HydrationTracker();
    tracker.expect(2, 1);
    tracker.regionFailed();
    expect(await settled(tracker, 'primary')).toBe(true);
  });

  it('counts boundaries that hydrated before the page said how many there are', async () => {
    const tracker = new HydrationTracker();
    tracker.reportHydrated(':r1:');
    tracker.expect(1);
    expect(await settled(tracker)).toBe(true);
  });

  it('stops waiting when a region fails in the browser (its boundaries never report)', async () => {
    const tracker = new HydrationTracker();
    tracker.expect(3);
    tracker.regionFailed();
    expect(await settled(tracker)).toBe(true);
  });

  it('resolves at once for a page the server did not render', async () => {
    const tracker = new HydrationTracker();
    tracker.skip();
    expect(await settled(tracker)).toBe(true);
  });

  it('gives up waiting after its timeout (a region whose code never arrives)', async () => {
    jest.useFakeTimers();
    const tracker = new HydrationTracker(500);
    tracker.expect(3);
    tracker.reportHydrated(':r1:');
    expect(await settled(tracker)).toBe(false);
    jest.advanceTimersByTime(500);
    expect(await settled(tracker)).toBe(true);
  });
});
