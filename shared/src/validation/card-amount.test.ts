import { cardAmountSupported, clampOtherAmount } from './card-amount';

describe('cardAmountSupported', () => {
  it.each([
    [49, 'USD', false],
    [50, 'USD', true],
    [29, 'GBP', false],
    [30, 'GBP', true],
    [49, 'gbp', true],
    [99_999_999, 'USD', true],
    [100_000_000, 'USD', false],
    [0, 'USD', false],
  ])('%i minor units in %s: %s', (amount, currency, ok) => {
    expect(cardAmountSupported(amount, currency)).toBe(ok);
  });
});

describe('clampOtherAmount', () => {
  it('rounds to 2 decimals between the amount due and the outstanding balance', () => {
    expect(clampOtherAmount('30.456', 2000, 7000)).toBe(3046);
    expect(clampOtherAmount('5', 2000, 7000)).toBe(2000);
    expect(clampOtherAmount('100', 2000, 7000)).toBe(7000);
    expect(clampOtherAmount('$45.50', 2000, 7000)).toBe(4550);
    expect(clampOtherAmount('abc', 2000, 7000)).toBe(2000);
  });
});
