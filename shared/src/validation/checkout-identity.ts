/**
 * The checkout's purchaser form (spec 02 §3 Identity form, §5 Identity): the identity
 * schema plus phone, address, state by country, ZIP / postcode and the seller's custom fields.
 */
import * as yup from 'yup';
import { identitySchema, VALIDATION_MESSAGES } from './identity';

export const CHECKOUT_IDENTITY_MESSAGES = {
  zipInvalid: 'Please enter a valid 5-digit ZIP code.',
  postcodeInvalid: 'Please enter a valid postcode.',
  customFieldRequired: (label: string) => `Please enter ${label}.`,
} as const;

/** Countries the form offers; the cart currency picks the default (USD → US, GBP → GB). */
export const CHECKOUT_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'IE', name: 'Ireland' },
] as const;

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

const CURRENCY_COUNTRY: Record<string, string> = { USD: 'US', GBP: 'GB', CAD: 'CA', AUD: 'AU', NZD: 'NZ', EUR: 'IE' };

/** The country the form starts with for a cart in this currency (USD → US, GBP → GB). */
export const defaultCountryFor = (currency: string): string => CURRENCY_COUNTRY[currency.toUpperCase()] ?? 'US';

/** Only the US offers states; elsewhere there is none. */
export const statesFor = (country: string): readonly string[] => (country === 'US' ? US_STATES : []);

export const US_ZIP = /^\d{5}$/;
/** The UK postcode format (outward code, space optional, inward code). */
export const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

export const CUSTOM_FIELD_MAX = 1000;
export const PHONE_MAX = 50;

export interface CustomFieldSpec {
  name: string;
  label: string;
  required?: boolean;
}

const optionalText = (max: number) => yup.string().trim().max(max, VALIDATION_MESSAGES.tooLong(max)).default('');

/** The purchaser schema for a seller's custom fields (values under `custom.<name>`). */
export function checkoutIdentitySchema(customFields: readonly CustomFieldSpec[] = []) {
  const custom = Object.fromEntries(
    customFields.map((f) => {
      const base = optionalText(CUSTOM_FIELD_MAX);
      return [f.name, f.required ? base.required(CHECKOUT_IDENTITY_MESSAGES.customFieldRequired(f.label)) : base];
    }),
  );
  return identitySchema.shape({
    phone: optionalText(PHONE_MAX),
    address: optionalText(255),
    addressMore: optionalText(255),
    city: optionalText(100),
    state: yup.string().default(''),
    country: yup.string().default('US'),
    zipCode: yup
      .string()
      .trim()
      .default('')
      .test('zip-format', function (value) {
        const country: unknown = this.parent.country;
        if (!value) return true;
        if (country === 'US' && !US_ZIP.test(value)) return this.createError({ message: CHECKOUT_IDENTITY_MESSAGES.zipInvalid });
        if (country === 'GB' && !UK_POSTCODE.test(value)) return this.createError({ message: CHECKOUT_IDENTITY_MESSAGES.postcodeInvalid });
        return true;
      }),
    custom: yup.object(custom),
  });
}

export type CheckoutIdentityValues = yup.InferType<ReturnType<typeof checkoutIdentitySchema>>;

/** The empty form for a cart in this currency (the country follows the currency). */
export function emptyCheckoutIdentity(currency: string, customFields: readonly CustomFieldSpec[] = []): CheckoutIdentityValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    emailConfirm: '',
    phone: '',
    address: '',
    addressMore: '',
    city: '',
    state: '',
    country: defaultCountryFor(currency),
    zipCode: '',
    custom: Object.fromEntries(customFields.map((f) => [f.name, ''])),
  };
}
