import './checkout.css';

/** The cart widget slot, mounted by other teams (the event page sidebar, for one). */
export { CartWidget as default } from './cart-widget/cart-widget';
