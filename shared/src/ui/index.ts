export * from './button';
export * from './alert';
export * from './modal';
export * from './quantity-stepper';
export * from './text-field';
export * from './spinner';
export * from './styles';
export { cx } from './cx';
export * from './not-found-page';
