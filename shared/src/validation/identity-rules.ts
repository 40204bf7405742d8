/**
 * Spec 03 §5 identity form rules and §9 address constants as plain code (no yup), for the
 * forms' schemas and for the API alike.
 */

/** Letters and digits with an optional inner space or dash, 4 to 10 characters ('SW1A 1AA', '10001', 'K1A-0B1'). */
export const POSTAL_CODE_PATTERN = /^(?=.{4,10}$)[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;
export const PHONE_MAX_LENGTH = 50;
export const CUSTOM_FIELD_MAX_LENGTH = 1000;

/** Countries whose State is chosen from a list, so it is required there (spec 03 §5). */
export const COUNTRIES_WITH_STATE_LIST: readonly string[] = ['US', 'CA', 'AU'];

/** Spec 03 §9: the default country of a seller's currency. */
const COUNTRY_BY_CURRENCY: Readonly<Record<string, string>> = { AUD: 'AU', CAD: 'CA', GBP: 'GB', NZD: 'NZ', USD: 'US' };

export function defaultCountryForCurrency(currency: string): string | null {
  return COUNTRY_BY_CURRENCY[currency.toUpperCase()] ?? null;
}

/** Spec 03 §9: the country names 'united states', 'usa' and 'canada' mean us and ca. */
export function normalizedCountryCode(country: string): string {
  const name = country.trim().toLowerCase();
  if (name === 'united states' || name === 'usa') return 'us';
  if (name === 'canada') return 'ca';
  return name;
}

export function isPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim());
}

export function stateRequiredFor(country: string | null | undefined): boolean {
  return !!country && COUNTRIES_WITH_STATE_LIST.includes(normalizedCountryCode(country).toUpperCase());
}
