import { donationPlacement, wasEverFree } from './donation-placement';

describe('donationPlacement', () => {
  it('puts the donation group before the identity form for a cart that was ever free, after it otherwise', () => {
    expect(donationPlacement(true)).toBe('before-identity');
    expect(donationPlacement(false)).toBe('after-identity');
  });
});

describe('wasEverFree', () => {
  it('is decided by the total when the cart is first seen', () => {
    expect(wasEverFree(null, 0)).toBe(true);
    expect(wasEverFree(null, 2500)).toBe(false);
  });

  it('stays undecided without a cart', () => {
    expect(wasEverFree(null, null)).toBeNull();
  });

  it('keeps the first answer whatever the total becomes', () => {
    expect(wasEverFree(true, 1000)).toBe(true);
    expect(wasEverFree(false, 0)).toBe(false);
  });
});
