import { configuredRedirectTarget, type ConfiguredRedirects } from './configured-redirect';

const TARGET = 'https://www.city-museum.example/visit';
const none: ConfiguredRedirects = { requireSellerPrefix: false, disableHomeRoute: false, target: TARGET };
const requirePrefix = { ...none, requireSellerPrefix: true };
const homeDisabled = { ...none, disableHomeRoute: true };

describe('configuredRedirectTarget', () => {
  it.each(['/', '/events', '/events/42', '/checkout', '/checkout/complete'])(
    'sends %s without a seller prefix to the target when a prefix is required',
    (path) => {
      expect(configuredRedirectTarget(path, requirePrefix, '')).toBe(TARGET);
    },
  );

  it.each(['/my/profile', '/login', '/user/reset-password', '/manage/7'])('leaves %s alone when a prefix is required', (path) => {
    expect(configuredRedirectTarget(path, requirePrefix, '')).toBeNull();
  });

  it('leaves a page with a seller prefix alone', () => {
    expect(configuredRedirectTarget('/events', requirePrefix, '/city-museum')).toBeNull();
  });

  it.each(['/', '/events', '/events/'])('sends %s to the target when the home route is disabled', (path) => {
    expect(configuredRedirectTarget(path, homeDisabled, '/city-museum')).toBe(TARGET);
  });

  it.each(['/events/42', '/events/42/gift', '/checkout'])('keeps %s when the home route is disabled', (path) => {
    expect(configuredRedirectTarget(path, homeDisabled, '/city-museum')).toBeNull();
  });

  it('does nothing when neither rule is set', () => {
    expect(configuredRedirectTarget('/', none, '')).toBeNull();
  });

  it.each([null, '', 'javascript:alert(1)', '/relative', 'not a url'])('does nothing without a web address as target (%j)', (target) => {
    expect(configuredRedirectTarget('/', { ...requirePrefix, disableHomeRoute: true, target }, '')).toBeNull();
  });
});
