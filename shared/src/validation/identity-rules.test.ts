import { defaultCountryForCurrency, isPostalCode, normalizedCountryCode, stateRequiredFor } from './identity-rules';

describe('identity rules (spec 03 §5, §9)', () => {
  it.each(['10001', 'SW1A 1AA', 'K1A-0B1', '2000', '1234567890'])('%s is a postal code', (code) => {
    expect(isPostalCode(code)).toBe(true);
  });
  it.each(['123', '12345678901', 'AB  12', '-1234', '1234-', '12_34', ''])('%j is not', (code) => {
    expect(isPostalCode(code)).toBe(false);
  });
  it('knows the default country of each currency', () => {
    expect(['AUD', 'CAD', 'GBP', 'NZD', 'USD', 'eur'].map(defaultCountryForCurrency)).toEqual(['AU', 'CA', 'GB', 'NZ', 'US', null]);
  });
  it('maps the country names the spec lists', () => {
    expect(['United States', 'USA', ' canada ', 'gb'].map(normalizedCountryCode)).toEqual(['us', 'us', 'ca', 'gb']);
  });
  it('requires a State only where the country has a list', () => {
    expect([stateRequiredFor('US'), stateRequiredFor('usa'), stateRequiredFor('CA'), stateRequiredFor('GB'), stateRequiredFor(null)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
