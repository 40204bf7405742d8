/**
 * @storefront/shared: the versioned contract between host, remotes and api.
 * Wire shapes live in `./wire` (also importable as '@storefront/shared/wire'); form validation
 * only in '@storefront/shared/validation', so the main entry, loaded on every page, carries no yup.
 */
export * from './wire';
export * from './domain';
export * from './api';
export * from './federation';
export * from './stores';
export * from './ui';
export * from './analytics';
export * from './reporting';
export * from './browser';
export * from './routing';

