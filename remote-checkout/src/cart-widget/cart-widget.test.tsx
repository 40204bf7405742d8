import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type CartMod } from '@storefront/shared';
import { cart as cartOf, cartItem } from '@storefront/shared/testing';
import { DISCARD_CART_MODAL } from '../cart-dialogs/discard-cart-modal';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { CartWidget } from './cart-widget';

const anchor = cartItem({ eventId: 'ev-a', name: 'Admission', isAnchor: true, isDependency: true, ticketIds: ['t-a'] });
const upsell = cartItem({ eventId: 'ev-u', name: 'Planetarium', ticketIds: ['t-u'] });
const region = () => screen.getByRole('region', { name: 'Your cart' });
const mobile = () => screen.getByRole('group', { name: 'Cart summary' });
const cartmod = (o: Partial<CartMod> = {}): CartMod => ({
  id: 'cm-1', code: null, name: 'Rule', description: null, discountMinor: 0, blockingCheckout: false, activatingCodeGroups: [], ...o,
});

describe('CartWidget line items and totals', () => {
  it('shows counts, the average per type, totals and Free for 0', async () => {
    const item = cartItem({
      types: [
        { ticketTypeId: 'a', name: 'Adult', ticketCount: 2, totalMinor: 5000, feesMinor: 0 },
        { ticketTypeId: 'c', name: 'Child', ticketCount: 1, totalMinor: 0, feesMinor: 0 },
      ],
    });
    const { store } = await storeWithCart(cartOf({ items: [item] }));
    renderAt(<CartWidget />, { store });
    expect(within(region()).getByText('2 × Adult')).toBeInTheDocument();
    expect(within(region()).getByText('($25.00 each)')).toBeInTheDocument();
    expect(within(region()).getByText('$50.00', { selector: '.chk-line__types span' })).toBeInTheDocument();
    expect(within(region()).getByText('Free')).toBeInTheDocument();
  });

  const feeItem = cartItem({ types: [{ ticketTypeId: 'a', name: 'Adult', ticketCount: 2, totalMinor: 5000, feesMinor: 150 }] });
  const totals = () => screen.getAllByRole('definition').map((dd) => dd.previousElementSibling?.textContent + ' ' + dd.textContent);

  it('with prices advertised including fees: lines carry the fees, the total names what it includes', async () => {
    const { store } = await storeWithCart(cartOf({ items: [feeItem] }), { advertise_price_including_fees: true });
    renderAt(<CartWidget />, { store });
    expect(within(region()).getByText('($26.50 each)')).toBeInTheDocument();
    expect(within(region()).getByText('$53.00', { selector: '.chk-line__types span' })).toBeInTheDocument();
    expect(totals()).toEqual(['Total $53.00', 'Includes Booking fee $3.00']);
  });

  it('with prices advertised without fees: lines are the ticket prices, each fee is its own row before the total', async () => {
    const { store } = await storeWithCart(cartOf({ items: [feeItem] }));
    renderAt(<CartWidget />, { store });
    expect(within(region()).getByText('($25.00 each)')).toBeInTheDocument();
    expect(within(region()).getByText('$50.00', { selector: '.chk-line__types span' })).toBeInTheDocument();
    expect(totals()).toEqual(['Booking fee $3.00', 'Total $53.00']);
  });

  it('names each discount under the total as savings, since the lines already show adjusted values', async () => {
    const discounted = cartItem({ types: [{ ticketTypeId: 'a', name: 'Adult', ticketCount: 1, totalMinor: 2250, feesMinor: 0 }] });
    const { store } = await storeWithCart(
      cartOf({ items: [discounted], cartmods: [cartmod({ name: 'Spring 10%', code: 'SPRING', discountMinor: 250 })] }),
    );
    renderAt(<CartWidget />, { store });
    expect(totals()).toEqual(['Total $22.50', 'Savings (Spring 10%) −$2.50']);
  });

  it('shows the amount due now when it differs from the total', async () => {
    const { store } = await storeWithCart(cartOf({ items: [cartItem()], outstandingMinor: 1000 }));
    renderAt(<CartWidget />, { store });
    expect(totals()).toEqual(['Total $25.00', 'Due now $10.00']);
  });
});

describe('CartWidget remove item', () => {
  it('offers no Remove once the cart has payments (not modifiable)', async () => {
    const { store } = await storeWithCart({ ...cartOf({ items: [upsell] }), paymentsMade: true });
    renderAt(<CartWidget />, { store });
    expect(within(region()).getByText('Planetarium')).toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Remove Planetarium' })).not.toBeInTheDocument();
  });

  it('confirms, then removes only that item’s tickets', async () => {
    const { store, api } = await storeWithCart(cartOf({ items: [upsell, cartItem({ eventId: 'ev-b', name: 'Tour', ticketIds: ['t-b'] })] }));
    api.cart.removeTickets.mockResolvedValue(cartOf({ items: [cartItem({ eventId: 'ev-b', name: 'Tour', ticketIds: ['t-b'] })] }));
    renderAt(<CartWidget />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Planetarium' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove from cart?' });
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.cart.removeTickets).toHaveBeenCalledWith('cart-1', ['t-u']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns that removing a dependency clears the other items, and deletes the cart', async () => {
    const { store, api } = await storeWithCart(cartOf({ items: [anchor, upsell] }));
    api.cart.deleteCart.mockResolvedValue(undefined);
    renderAt(<CartWidget />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Admission' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove from cart?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Removing ${anchor.name} will also clear all other items from your cart.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.cart.deleteCart).toHaveBeenCalledWith('cart-1');
    expect(store.cart.cart).toBeNull();
  });

  it('shows a failed removal in the dialog', async () => {
    const { store, api } = await storeWithCart(cartOf({ items: [upsell, cartItem({ eventId: 'ev-b', ticketIds: ['t-b'] })] }));
    api.cart.removeTickets.mockRejectedValue(new ApiError({ status: 409, code: 'locked', description: 'The cart is locked.' }));
    renderAt(<CartWidget />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Planetarium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The cart is locked.');
  });
});

describe('CartWidget actions', () => {
  it('links Pay to checkout, and hides it at checkout when the cart is blocked', async () => {
    const { store } = await storeWithCart();
    const { unmount } = renderAt(<CartWidget />, { store });
    expect(within(region()).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/checkout');
    unmount();
    const blocked = await storeWithCart(cartOf({ items: [cartItem()], cartmods: [cartmod({ blockingCheckout: true })] }));
    renderAt(<CartWidget />, { store: blocked.store, path: '/checkout' });
    expect(within(region()).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('opens the discard dialog', async () => {
    const { store } = await storeWithCart();
    renderAt(<CartWidget />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Discard cart' }));
    expect(store.modals.isOpen(DISCARD_CART_MODAL)).toBe(true);
  });

  it('mobile widget: total outstanding, more events, proceed except on the checkout route', async () => {
    const { store } = await storeWithCart(cartOf({ items: [cartItem()], outstandingMinor: 1800 }));
    const { unmount } = renderAt(<CartWidget />, { store });
    expect(within(mobile()).getByText('$18.00')).toBeInTheDocument();
    expect(within(mobile()).getByRole('link', { name: 'More events' })).toHaveAttribute('href', '/events');
    expect(within(mobile()).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
    unmount();
    renderAt(<CartWidget />, { store, path: '/checkout' });
    expect(within(mobile()).queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  });

  it('shows the timer in both the sidebar and the mobile widget', async () => {
    const { store } = await storeWithCart(cartOf({ items: [cartItem()], expiresIn: 605 }));
    renderAt(<CartWidget />, { store });
    expect(within(region()).getByText(/Tickets held for/)).toBeInTheDocument();
    expect(within(mobile()).getByText(/Tickets held for/)).toBeInTheDocument();
    act(() => store.clock.stop());
  });
});
