export * from './money';
export * from './datetime';
export * from './types';
export * from './mappers';
export * from './promo-codes';
export * from './memberships';
export * from './order-rules';
export * from './seats';
