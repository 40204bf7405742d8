import { parseCodeList } from './promo-codes';

describe('promo code lists (spec 01 §5)', () => {
  it('are comma separated, trimmed and non-empty', () => {
    expect(parseCodeList(' A, ,B ,, ')).toEqual(['A', 'B']);
    expect(parseCodeList(null)).toEqual([]);
  });
});
