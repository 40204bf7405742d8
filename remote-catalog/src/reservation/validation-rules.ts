/**
 * The shared yup rules of the reservation forms (`@storefront/shared/validation`), loaded
 * when the visitor first touches or submits a form, so a form's first screen carries no yup
 * (issue 11). The forms validate with what this answers; `import()` loads it once.
 */
import type * as Rules from '@storefront/shared/validation';

export type ValidationRules = typeof Rules;

export const loadValidationRules = (): Promise<ValidationRules> =>
  import(/* webpackChunkName: "reservation-validation" */ '@storefront/shared/validation');

const preload = () => void loadValidationRules();

/** A form's props: its first focus or touch starts loading the rules, so its submit need not wait for them. */
export const loadRulesOnInteraction = { onFocus: preload, onPointerDown: preload } as const;
