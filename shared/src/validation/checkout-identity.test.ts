import { ValidationError } from 'yup';
import { checkoutIdentitySchema, defaultCountryFor, statesFor } from './checkout-identity';

const errorsOf = async (schema: ReturnType<typeof checkoutIdentitySchema>, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as ValidationError).inner.map((i) => [i.path, i.message]));
  }
};

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailConfirm: 'ada@example.com', country: 'US' };

describe('checkoutIdentitySchema', () => {
  it('accepts the identity with optional address fields left empty', async () => {
    expect(await errorsOf(checkoutIdentitySchema(), valid)).toEqual({});
  });

  it('checks a US ZIP (5 digits) and a UK postcode', async () => {
    const schema = checkoutIdentitySchema();
    expect(await errorsOf(schema, { ...valid, zipCode: '1234' })).toEqual({ zipCode: 'Please enter a valid 5-digit ZIP code.' });
    expect(await errorsOf(schema, { ...valid, zipCode: '12345' })).toEqual({});
    expect(await errorsOf(schema, { ...valid, country: 'GB', zipCode: '12345' })).toEqual({ zipCode: 'Please enter a valid postcode.' });
    expect(await errorsOf(schema, { ...valid, country: 'GB', zipCode: 'SW1A 1AA' })).toEqual({});
  });

  it('limits the phone to 50 and custom fields to 1000 characters, and requires required custom fields', async () => {
    const schema = checkoutIdentitySchema([
      { name: 'company', label: 'your company', required: true },
      { name: 'notes', label: 'Notes' },
    ]);
    expect(await errorsOf(schema, { ...valid, phone: '1'.repeat(51), custom: { notes: 'x'.repeat(1001) } })).toEqual({
      phone: 'Please enter no more than 50 characters.',
      'custom.company': 'Please enter your company.',
      'custom.notes': 'Please enter no more than 1000 characters.',
    });
  });
});

describe('country and state', () => {
  it('defaults the country from the cart currency and offers states only for the US', () => {
    expect(defaultCountryFor('USD')).toBe('US');
    expect(defaultCountryFor('GBP')).toBe('GB');
    expect(statesFor('US')).toContain('NY');
    expect(statesFor('GB')).toEqual([]);
  });
});
