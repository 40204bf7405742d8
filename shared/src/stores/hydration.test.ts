import { HydrationTracker } from './hydration';

const settled = async (tracker: HydrationTracker) => {
  let done = false;
  void tracker.whenHydrated().then(() => (done = true));
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
