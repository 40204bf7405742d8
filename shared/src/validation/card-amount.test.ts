import { cardAmountSupported, clampOtherAmount, parseAmountMinor } from './card-amount';

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
    expect(clampOtherAmount('45.50', 2000, 7000)).toBe(4550);
    expect(clampOtherAmount('abc', 2000, 7000)).toBe(2000);
  });
});

describe('parseAmountMinor', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['1.005', 101],
    ['1.004', 100],
    ['0.295', 30],
    ['30.456', 3046],
    [' 45 ', 4500],
    ['.5', 50],
    ['7.', 700],
  ])('reads %s as %i minor units', (input, minor) => {
    expect(parseAmountMinor(input)).toBe(minor);
  });

  it.each(['', '.', '$45.50', '1,250.00', '1.2.3', '-5', '1e3', 'abc'])('refuses %j', (input) => {
    expect(parseAmountMinor(input)).toBeNull();
  });

  it("a comma is the decimal separator, never a thousands one: '12,50' is not 1250.00", () => {
    expect(clampOtherAmount('12,50', 1000, 200_000)).toBe(1250);
    expect(clampOtherAmount('1.005', 100, 7000)).toBe(101);
  });
});
