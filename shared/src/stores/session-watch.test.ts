import { hasLiveSessionMarker, watchSessionEnd } from './session-watch';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const inAnHour = Math.floor(NOW / 1000) + 3600;

describe('hasLiveSessionMarker', () => {
  it.each([
    [`a=1; sf_session_expires=${inAnHour}; b=2`, true],
    [`sf_session_expires=${Math.floor(NOW / 1000) - 1}`, false],
    ['sf_session_expires=soon', false],
    ['sf_sid_other=1', false],
    ['', false],
  ])('%s → %s', (cookies, live) => {
    expect(hasLiveSessionMarker(cookies, NOW)).toBe(live);
  });
});

describe('watchSessionEnd', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks every second and ends a signed-in session whose marker is gone, once', () => {
    let cookies = `sf_session_expires=${inAnHour}`;
    const session: { isSignedIn: boolean; endSession: jest.Mock } = { isSignedIn: true, endSession: jest.fn() };
    session.endSession.mockImplementation(() => (session.isSignedIn = false));
    const onEnded = jest.fn();
    const stop = watchSessionEnd({ session, readCookies: () => cookies, onEnded, now: () => NOW });
    jest.advanceTimersByTime(3000);
    expect(session.endSession).not.toHaveBeenCalled();
    cookies = '';
    jest.advanceTimersByTime(999);
    expect(onEnded).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(session.endSession).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(onEnded).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a guest alone', () => {
    const session = { isSignedIn: false, endSession: jest.fn() };
    const stop = watchSessionEnd({ session, readCookies: () => '', onEnded: jest.fn(), now: () => NOW });
    jest.advanceTimersByTime(5000);
    expect(session.endSession).not.toHaveBeenCalled();
    stop();
  });
});
