export * from './common';
export * from './events';
export * from './cart';
export * from './orders';
export * from './identity';
export * from './seller';
export * from './payments';
export * from './memberships';
