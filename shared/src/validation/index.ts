/**
 * Form validation (spec 01 §5), imported as '@storefront/shared/validation': most rules are
 * yup schemas, kept out of the package's main entry so pages without forms load no yup.
 */
export * from './identity';
export * from './reservation';
export * from './flexible-amount';
export * from './promo-code-rules';
export * from './promo-code';
export * from './admit';
export * from './survey';
export * from './checkout-identity';
export * from './card-amount';
export * from './password-rules';
export * from './identity-rules';
export * from './account-forms';
export * from './login';
export * from './membership-form';
export * from './gift-code';
