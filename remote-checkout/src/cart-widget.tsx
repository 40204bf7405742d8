import './checkout.css';
import type { SlotComponent } from '@storefront/shared';
import { CartWidget } from './cart-widget/cart-widget';

/** The cart widget slot, mounted by other teams (the event page sidebar, for one). */
export default CartWidget satisfies SlotComponent<'checkout/CartWidget'>;
