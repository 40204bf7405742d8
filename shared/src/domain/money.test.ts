import { advertisedPrice, formatMoney, toMinor, toWireAmount } from './money';

describe('money', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['0.05', 5],
    ['12', 1200],
    ['-3.00', -300],
    ['0.00', 0],
    ['19.99', 1999],
  ])('toMinor(%s) = %i', (wire, minor) => {
    expect(toMinor(wire)).toBe(minor);
  });

  it('rejects what is not an amount', () => {
    expect(() => toMinor('abc')).toThrow('Not a money amount');
    expect(() => toMinor('1.234')).toThrow();
  });

  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [100000, '1000.00'],
  ])('toWireAmount(%i) = %s', (minor, wire) => {
    expect(toWireAmount(minor)).toBe(wire);
  });

  it('round-trips without float drift', () => {
    for (const minor of [1, 7, 29, 1999, 123456]) expect(toMinor(toWireAmount(minor))).toBe(minor);
  });

  it('formats in the currency, and 0 as Free', () => {
    expect(formatMoney(2500, 'USD')).toBe('$25.00');
    expect(formatMoney(1200, 'GBP')).toBe('£12.00');
    expect(formatMoney(0, 'USD')).toBe('Free');
  });

  it('advertises fees in the price only when the seller says so (spec 01 §9)', () => {
    expect(advertisedPrice(2500, 150, true)).toBe(2650);
    expect(advertisedPrice(2500, 150, false)).toBe(2500);
    expect(advertisedPrice(0, 0, true)).toBe(0);
  });
});
