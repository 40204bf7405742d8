export * from './exposed-module';
export * from './page-config';
export * from './hydration-boundary';
export * from './region-boundary';
export * from './remote-recovery';
export * from './slot';
export * from './storefront-root';
export * from './standalone';
