/** The ModalStore name of the discard-cart dialog: the widget opens it, `CartDialogs` shows it. */
export const DISCARD_CART_MODAL = 'checkout/discard-cart';
