import './checkout.css';
import type { SlotComponent } from '@storefront/shared';
import { CartDialogs } from './cart-dialogs/cart-dialogs';

/** The cart's dialogs (extend, timed out, discard), mounted once by the host. */
export default CartDialogs satisfies SlotComponent<'checkout/CartDialogs'>;
