import { ApiError } from '../api/errors';
import { parseCodeList, promoCodeMessage } from './promo-codes';

describe('promo code lists (spec 01 §5)', () => {
  it('are comma separated, trimmed and non-empty', () => {
    expect(parseCodeList(' A, ,B ,, ')).toEqual(['A', 'B']);
    expect(parseCodeList(null)).toEqual([]);
  });
});

describe('promoCodeMessage (spec 01 §8)', () => {
  it.each([
    ['a known code: its text', new ApiError({ status: 404, code: 'code_not_found', description: 'Nope' }), '"ABC" is not a valid promo code.'],
    ['a known code: its text', new ApiError({ status: 400, code: 'no_code_benefit' }), '"ABC" does not apply to anything in your cart.'],
    ['an expired code (code_not_found with a reason)', new ApiError({ status: 400, code: 'code_not_found', extra: { reason: 'expired' } }), '"ABC" has expired.'],
    ['a code not valid yet', new ApiError({ status: 400, code: 'code_not_found', extra: { reason: 'not_yet_valid' } }), '"ABC" is not valid yet.'],
    ['else the message with a full stop', new ApiError({ status: 400, code: 'other', description: 'Only on weekdays' }), 'Only on weekdays.'],
    ['one full stop only', new ApiError({ status: 400, code: 'other', description: 'Only on weekdays.' }), 'Only on weekdays.'],
    ['else not valid', new ApiError({ status: 422, code: 'other' }), '"ABC" is not a valid promo code.'],
    ['else try later', new ApiError({ status: 500, code: 'unexpected' }), 'Sorry. Please try again later.'],
    ['else try later (network)', new ApiError({ status: null, code: 'unexpected' }), 'Sorry. Please try again later.'],
  ])('%s', (_name, error, message) => {
    expect(promoCodeMessage(error, 'ABC')).toBe(message);
  });
});
