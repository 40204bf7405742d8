/** `@storefront/shared/contract`: the API's TypeBox schemas (ADR 0028). Servers only; browsers import `./wire`'s types. */
export * from './common';
export * from './inputs';
export * from './events';
export * from './cart';
export * from './orders';
export * from './identity';
export * from './seller';
export * from './payments';
export * from './memberships';
