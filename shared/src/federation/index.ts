export * from './page-config';
export * from './region-boundary';
export * from './slot';
export * from './storefront-root';
export * from './standalone';
