import { HOST_PAGES, isHostPage, ownerOf } from './route-owners';

describe('ownerOf', () => {
  it.each([
    ['/', 'account'],
    ['/events', 'catalog'],
    ['/events/42', 'catalog'],
    ['/events/42/gift', 'catalog'],
    ['/checkout', 'checkout'],
    ['/checkout/complete', 'checkout'],
    ['/transfer-cart/abc', 'checkout'],
    ['/manage/1/reschedule/2', 'checkout'],
    ['/login', 'account'],
    ['/logout', 'account'],
    ['/my/orders', 'account'],
    ['/user/forgot-password', 'account'],
    ['/auth0-login', 'account'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path, '/login')).toBe(owner);
  });

  it.each(['/eventsx', '/nope', '/404', '/sign-in'])('%s has no owner (404 page)', (path) => {
    expect(ownerOf(path, '/login')).toBeNull();
  });

  it('gives the configured login path to the account remote', () => {
    expect(ownerOf('/sign-in', '/sign-in')).toBe('account');
    expect(ownerOf('/members/login', '/members/login')).toBe('account');
    expect(ownerOf('/members', '/members/login')).toBe('account');
  });

  it('keeps a known prefix with its owner when the login path is below it', () => {
    expect(ownerOf('/events/login', '/events/login')).toBe('catalog');
  });
});

describe('the host\'s own pages', () => {
  it('has the accessibility statement at /accessibility', () => {
    expect(HOST_PAGES.accessibilityStatement).toBe('/accessibility');
  });

  it.each(['/accessibility', '/accessibility/'])('renders %s itself: no remote owns it', (path) => {
    expect(isHostPage(path)).toBe(true);
    expect(ownerOf(path, '/login')).toBeNull();
  });

  it('keeps it from a login path configured at the same place', () => {
    expect(ownerOf('/accessibility', '/accessibility')).toBeNull();
  });

  it.each(['/accessibility/more', '/accessibilityx', '/', '/events'])('does not render %s', (path) => {
    expect(isHostPage(path)).toBe(false);
  });
});
