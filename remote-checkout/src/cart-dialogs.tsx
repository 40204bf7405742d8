import './checkout.css';

/** The cart's dialogs (extend, timed out, discard), mounted once by the host. */
export { CartDialogs as default } from './cart-dialogs/cart-dialogs';
