export * from './clock';
export * from './cart-persistence';
export * from './cart-store';
export * from './session-store';
export * from './modal-store';
export * from './seller-config-store';
export * from './root-store';
export * from './context';
