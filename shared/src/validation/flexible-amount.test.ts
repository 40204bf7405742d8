import { FLEXIBLE_AMOUNT_PATTERN, flexibleAmountError, parseFlexibleAmount } from './flexible-amount';

describe('flexible amount (spec 01 §5)', () => {
  it('parses to integer minor units', () => {
    expect(parseFlexibleAmount('25')).toBe(2500);
    expect(parseFlexibleAmount('+25.5')).toBe(2550);
    expect(parseFlexibleAmount(' 25.05 ')).toBe(2505);
    expect(parseFlexibleAmount('0.1')).toBe(10);
    expect(parseFlexibleAmount('25.555')).toBeNull();
    expect(parseFlexibleAmount('-5')).toBeNull();
    expect(parseFlexibleAmount('1e3')).toBeNull();
    expect(parseFlexibleAmount('')).toBeNull();
  });

  it('pattern: optional plus, digits, up to two decimals', () => {
    for (const ok of ['5', '+5', '5.5', '5.55', '+0.01']) expect(FLEXIBLE_AMOUNT_PATTERN.test(ok)).toBe(true);
    for (const bad of ['-5', '5.', '.5', '5.555', 'abc', '5,00', '++5']) expect(FLEXIBLE_AMOUNT_PATTERN.test(bad)).toBe(false);
  });

  it('is required', () => {
    expect(flexibleAmountError('', 500, 10000)).toBe('Please enter an amount.');
    expect(flexibleAmountError('  ', 500, 10000)).toBe('Please enter an amount.');
  });

  it('rejects what does not match the pattern', () => {
    expect(flexibleAmountError('5.555', null, null)).toBe('Please enter an amount in the form 25 or 25.50.');
  });

  it("must be within the type's min and max, both inclusive", () => {
    expect(flexibleAmountError('4.99', 500, 10000)).toBe('Value entered is outside min/max');
    expect(flexibleAmountError('5', 500, 10000)).toBeNull();
    expect(flexibleAmountError('100.00', 500, 10000)).toBeNull();
    expect(flexibleAmountError('100.01', 500, 10000)).toBe('Value entered is outside min/max');
    expect(flexibleAmountError('1000000', 500, null)).toBeNull();
  });
});
