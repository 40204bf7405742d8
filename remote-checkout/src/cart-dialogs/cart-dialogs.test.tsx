import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { cart as cartOf, cartItem } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { afterExpiry } from './after-expiry';
import { CartDialogs } from './cart-dialogs';
import { DISCARD_CART_MODAL } from './discard-cart-modal';

const cartLasting = (seconds: number) => cartOf({ items: [cartItem()], expiresIn: seconds + 5 });
const advance = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const dialog = (name: string) => screen.queryByRole('dialog', { name });

describe('CartDialogs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('offers the extension once within 60 s of expiry and extends by 2 minutes beyond the current expiry', async () => {
    const { store, api } = await storeWithCart(cartLasting(62));
    renderAt(<CartDialogs />, { store });
    advance(1);
    expect(dialog('Need more time?')).not.toBeInTheDocument();
    advance(1);
    expect(dialog('Need more time?')).toBeInTheDocument();
    // The server expiry is the local one plus the 5 s margin.
    const serverExpiry = store.cart.localExpiry! + 5_000;
    api.cart.extendCart.mockResolvedValue(cartLasting(175));
    await user().click(screen.getByRole('button', { name: 'Extend' }));
    expect(api.cart.extendCart).toHaveBeenCalledWith('cart-1', new Date(serverExpiry + 120_000).toISOString());
    expect(dialog('Need more time?')).not.toBeInTheDocument();
    // Only once: back under 60 s, nothing is offered again.
    advance(120);
    expect(store.cart.secondsLeft).toBeLessThan(60);
    expect(dialog('Need more time?')).not.toBeInTheDocument();
  });

  it('remembers a decline', async () => {
    const { store } = await storeWithCart(cartLasting(50));
    renderAt(<CartDialogs />, { store });
    await user().click(screen.getByRole('button', { name: 'No thanks' }));
    expect(dialog('Need more time?')).not.toBeInTheDocument();
    advance(10);
    expect(dialog('Need more time?')).not.toBeInTheDocument();
  });

  it('shows a failed extension in the dialog', async () => {
    const { store, api } = await storeWithCart(cartLasting(50));
    api.cart.extendCart.mockRejectedValue(new ApiError({ status: 409, code: 'cart_not_extendable', description: 'This cart can not be extended.' }));
    renderAt(<CartDialogs />, { store });
    await user().click(screen.getByRole('button', { name: 'Extend' }));
    expect(within(dialog('Need more time?')!).getByRole('alert')).toHaveTextContent('This cart can not be extended.');
  });

  it('says the cart timed out at expiry and clears it on close', async () => {
    const { store } = await storeWithCart(cartLasting(5));
    store.cart.declineExtension();
    renderAt(<CartDialogs />, { store });
    advance(5);
    expect(dialog('Cart timed out')).toBeInTheDocument();
    expect(dialog('Need more time?')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(store.cart.cart).toBeNull();
    expect(dialog('Cart timed out')).not.toBeInTheDocument();
  });

  it('goes back to the order on a reschedule route after expiry', async () => {
    const { store } = await storeWithCart(cartLasting(1));
    store.cart.declineExtension();
    renderAt(<CartDialogs />, { store, path: '/manage/o-7/reschedule', route: '/manage/:id/reschedule' });
    advance(1);
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('at /manage/o-7')).toBeInTheDocument();
  });

  it('lets an expired edit cart go on the server too, before going back to the order', async () => {
    const edit = cartOf({ id: 'edit-1', items: [cartItem()], expiresIn: 6, orderEdit: { orderId: 'o-7', removedTicketIds: ['t-1'], creditMinor: 0 } });
    const { store, api } = await storeWithCart(edit);
    api.cart.deleteCart.mockResolvedValue(undefined);
    store.cart.declineExtension();
    renderAt(<CartDialogs />, { store, path: '/manage/o-7/reschedule', route: '/manage/:id/reschedule' });
    advance(1);
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(api.cart.deleteCart).toHaveBeenCalledWith('edit-1');
    expect(await screen.findByText('at /manage/o-7')).toBeInTheDocument();
    expect(store.cart.cart).toBeNull();
  });

  it('keeps a shopping cart’s last seconds on the server: only the tab forgets it', async () => {
    const { store, api } = await storeWithCart(cartLasting(1));
    store.cart.declineExtension();
    renderAt(<CartDialogs />, { store });
    advance(1);
    await user().click(screen.getByRole('button', { name: 'OK' }));
    expect(api.cart.deleteCart).not.toHaveBeenCalled();
    expect(store.cart.cart).toBeNull();
  });

  it('discards the cart after confirmation', async () => {
    const { store, api } = await storeWithCart();
    api.cart.deleteCart.mockResolvedValue(undefined);
    renderAt(<CartDialogs />, { store });
    act(() => store.modals.open(DISCARD_CART_MODAL));
    await user().click(within(dialog('Discard cart?')!).getByRole('button', { name: 'Discard cart' }));
    expect(api.cart.deleteCart).toHaveBeenCalledWith('cart-1');
    expect(store.cart.cart).toBeNull();
    expect(dialog('Discard cart?')).not.toBeInTheDocument();
  });

  it('keeps the cart when the visitor changes their mind', async () => {
    const { store, api } = await storeWithCart();
    renderAt(<CartDialogs />, { store });
    act(() => store.modals.open(DISCARD_CART_MODAL));
    await user().click(screen.getByRole('button', { name: 'Keep my cart' }));
    expect(api.cart.deleteCart).not.toHaveBeenCalled();
    expect(store.cart.cart).not.toBeNull();
  });
});

describe('afterExpiry', () => {
  it('returns to the manage page from a reschedule route, reloads on manage, else stays', () => {
    expect(afterExpiry('/manage/o-1/reschedule')).toEqual({ kind: 'navigate', to: '/manage/o-1' });
    expect(afterExpiry('/manage/o-1')).toEqual({ kind: 'reload' });
    expect(afterExpiry('/checkout')).toEqual({ kind: 'stay' });
  });
});
