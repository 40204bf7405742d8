/** The code prompt lives in shared (the membership form asks for codes too); this module stays the lazy chunk. */
export { CodeRequiredDialog } from '@storefront/shared';
