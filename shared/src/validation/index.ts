export * from './identity';
export * from './reservation';
