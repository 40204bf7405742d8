export * from './identity';
export * from './reservation';
export * from './flexible-amount';
export * from './promo-code';
export * from './admit';
export * from './survey';
export * from './checkout-identity';
export * from './card-amount';
