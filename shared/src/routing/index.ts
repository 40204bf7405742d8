export * from './safe-redirect';
