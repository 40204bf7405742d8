import { ownerOf } from './route-owners';

describe('ownerOf', () => {
  it.each([
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
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(['/', '/eventsx', '/nope', '/404'])('%s has no owner (404 page)', (path) => {
    expect(ownerOf(path)).toBeNull();
  });
});
