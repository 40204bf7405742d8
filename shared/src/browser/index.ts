export * from './storage';
export * from './page-nonce';
