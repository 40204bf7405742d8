/**
 * @storefront/shared: the versioned contract between host, remotes and api.
 * Wire shapes live in `./wire` (also importable as '@storefront/shared/wire').
 */
export * from './wire';
export * from './domain';
export * from './api';
export * from './federation';
export * from './stores';
export * from './ui';
export * from './validation';
export * from './analytics';
export * from './reporting';
export * from './browser';
export * from './routing';

