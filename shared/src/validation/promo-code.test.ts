import { promoCodeSchema } from './promo-code';
import { promoCodeError } from './promo-code-rules';

describe('promo code (spec 01 §5)', () => {
  it('is required and trimmed', () => {
    expect(promoCodeError('')).toBe('Please enter a code.');
    expect(promoCodeError('   ')).toBe('Please enter a code.');
    expect(promoCodeSchema.validateSync({ code: '  SAVE10 ' })).toEqual({ code: 'SAVE10' });
  });

  it('is 2 to 35 characters', () => {
    expect(promoCodeError(' a ')).toBe('Please enter at least 2 characters.');
    expect(promoCodeError('ab')).toBeNull();
    expect(promoCodeError('a'.repeat(35))).toBeNull();
    expect(promoCodeError('a'.repeat(36))).toBe('Please enter no more than 35 characters.');
  });

  it('gives the form schema the same messages', () => {
    expect(() => promoCodeSchema.validateSync({ code: ' ' })).toThrow('Please enter a code.');
    expect(() => promoCodeSchema.validateSync({ code: 'a' })).toThrow('Please enter at least 2 characters.');
    expect(() => promoCodeSchema.validateSync({ code: 'a'.repeat(36) })).toThrow('Please enter no more than 35 characters.');
  });
});
