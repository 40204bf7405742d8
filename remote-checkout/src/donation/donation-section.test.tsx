import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Cart, type CartItem } from '@storefront/shared';
import { cartItem, ticketGroup, ticketType } from '@storefront/shared/testing';
import { paidCart, renderCheckout, type CheckoutSetup } from '../testing/checkout-harness';
import { installFakeStripe } from '../testing/fake-stripe';

const GROUP_ID = 'tg-don';
const donationGroup = ticketGroup({
  id: GROUP_ID,
  name: 'Donation',
  handler: 'donation',
  ticketTypes: [
    ticketType({ id: 'tt-don-10', groupId: GROUP_ID, name: 'Donate 10.00', priceMinor: 1000 }),
    ticketType({ id: 'tt-don-25', groupId: GROUP_ID, name: 'Donate 25.00', priceMinor: 2500 }),
    ticketType({ id: 'tt-don-any', groupId: GROUP_ID, name: 'Any amount', priceMinor: 500, minPriceMinor: 500, maxPriceMinor: 1000000 }),
  ],
});
const admission = cartItem();
const donationLine = (typeId: 'tt-don-10' | 'tt-don-25', ticketId: string): CartItem =>
  cartItem({
    eventId: 'ev-don',
    sessionId: null,
    name: 'Support the Museum',
    types: [{ ticketTypeId: typeId, name: 'Donation', ticketCount: 1, totalMinor: typeId === 'tt-don-10' ? 1000 : 2500, feesMinor: 0 }],
    ticketIds: [ticketId],
  });
const withDonation = (typeId: 'tt-don-10' | 'tt-don-25', ticketId = `t-${typeId}`) => paidCart({ items: [admission, donationLine(typeId, ticketId)] });

const group = () => screen.findByRole('group', { name: 'Add a donation' });
const radio = (name: string) => screen.getByRole('radio', { name });
const total = () => within(screen.getByRole('complementary', { name: 'Order summary' })).getByText('Total').nextElementSibling?.textContent;

async function renderWithDonations(setup: CheckoutSetup = {}, groupCall: Promise<unknown> = Promise.resolve(donationGroup)) {
  return renderCheckout({
    web: { donation_ticket_group_id: GROUP_ID },
    ...setup,
    prepare: (api) => {
      api.events.getTicketGroup.mockReturnValue(groupCall);
      setup.prepare?.(api);
    },
  });
}

/** Waits for the group call to settle, so that a group that is not shown is really not shown. */
async function settled(api: Awaited<ReturnType<typeof renderCheckout>>['api']) {
  await screen.findByLabelText('Card number');
  await waitFor(() => expect(api.events.getTicketGroup).toHaveBeenCalled());
  await act(async () => undefined);
}

beforeEach(() => {
  installFakeStripe();
});

describe('Donation radio group', () => {
  it("offers the donation group's fixed amounts and 'No donation', checked by default", async () => {
    const { api } = await renderWithDonations();
    const fieldset = await group();
    expect(within(fieldset).getAllByRole('radio').map((r) => r.parentElement?.textContent?.trim())).toEqual(['No donation', '$10.00', '$25.00']);
    expect(radio('No donation')).toBeChecked();
    expect(api.events.getTicketGroup).toHaveBeenCalledWith(GROUP_ID, 'donation');
  });

  it('checks the donation already in the cart', async () => {
    await renderWithDonations({ cart: withDonation('tt-don-25') });
    await group();
    expect(radio('$25.00')).toBeChecked();
  });

  it('adds the chosen amount through the cart store, and the totals follow the cart', async () => {
    const { api } = await renderWithDonations();
    api.cart.reserve.mockResolvedValue(withDonation('tt-don-10'));
    await group();
    expect(total()).toBe('$25.00');
    await userEvent.click(radio('$10.00'));
    await waitFor(() => expect(total()).toBe('$35.00'));
    expect(api.cart.reserve).toHaveBeenCalledTimes(1);
    expect(api.cart.reserve).toHaveBeenCalledWith('cart-1', { items: [{ ticketTypeId: 'tt-don-10', faceValueMinor: 1000 }] });
    expect(api.cart.removeTickets).not.toHaveBeenCalled();
    expect(radio('$10.00')).toBeChecked();
    expect(radio('$10.00')).toHaveFocus();
  });

  it('replaces the donation when another amount is chosen', async () => {
    const { api } = await renderWithDonations({ cart: withDonation('tt-don-10', 't-d10') });
    const [ten, twentyFive] = [donationLine('tt-don-10', 't-d10'), donationLine('tt-don-25', 't-d25')];
    const bothDonations = { ...ten, types: [...ten.types, ...twentyFive.types], ticketIds: ['t-d10', 't-d25'] };
    api.cart.reserve.mockResolvedValueOnce(paidCart({ items: [admission, bothDonations] }));
    api.cart.removeTickets.mockResolvedValueOnce(withDonation('tt-don-25', 't-d25'));
    await group();
    await userEvent.click(radio('$25.00'));
    await waitFor(() => expect(total()).toBe('$50.00'));
    expect(api.cart.reserve.mock.calls).toEqual([['cart-1', { items: [{ ticketTypeId: 'tt-don-25', faceValueMinor: 2500 }] }]]);
    expect(api.cart.removeTickets.mock.calls).toEqual([['cart-1', ['t-d10']]]);
    expect(api.cart.reserve.mock.invocationCallOrder[0]).toBeLessThan(api.cart.removeTickets.mock.invocationCallOrder[0]!);
    expect(radio('$25.00')).toBeChecked();
  });

  it("removes the donation on 'No donation'", async () => {
    const { api } = await renderWithDonations({ cart: withDonation('tt-don-10', 't-d10') });
    api.cart.removeTickets.mockResolvedValue(paidCart({ items: [admission] }));
    await group();
    await userEvent.click(radio('No donation'));
    await waitFor(() => expect(total()).toBe('$25.00'));
    expect(api.cart.removeTickets.mock.calls).toEqual([['cart-1', ['t-d10']]]);
    expect(api.cart.reserve).not.toHaveBeenCalled();
    expect(radio('No donation')).toBeChecked();
  });

  it('shows why a change failed and keeps the cart and the focus as they were', async () => {
    const { api } = await renderWithDonations();
    api.cart.reserve.mockRejectedValue(new ApiError({ status: 409, code: 'ticket_group_sold_out', description: 'Donations are closed for today.' }));
    const fieldset = await group();
    await userEvent.click(radio('$10.00'));
    expect(await within(fieldset.parentElement!).findByRole('alert')).toHaveTextContent('Donations are closed for today.');
    expect(radio('No donation')).toBeChecked();
    expect(radio('$10.00')).toHaveFocus();
    expect(total()).toBe('$25.00');
  });

  it('says the cart is being updated while the change is under way', async () => {
    const { api } = await renderWithDonations();
    let answer: (cart: Cart) => void = () => undefined;
    api.cart.reserve.mockReturnValue(new Promise<Cart>((resolve) => (answer = resolve)));
    const fieldset = await group();
    await userEvent.click(radio('$10.00'));
    expect(fieldset).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Updating your donation…')).toBeInTheDocument();
    expect(radio('$10.00')).toBeChecked();
    await act(async () => answer(withDonation('tt-don-10')));
    expect(fieldset).toHaveAttribute('aria-busy', 'false');
  });
});

describe('Donation radio group: when it is not shown', () => {
  it('is not shown when the seller has no donation group configured', async () => {
    const { api } = await renderCheckout();
    await screen.findByLabelText('Card number');
    expect(api.events.getTicketGroup).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Add a donation' })).not.toBeInTheDocument();
  });

  it('is not shown when the donation group is not found', async () => {
    const { api } = await renderWithDonations({}, Promise.reject(new ApiError({ status: 404, code: 'not_found', description: 'Ticket group not found' })));
    await settled(api);
    expect(screen.queryByRole('group', { name: 'Add a donation' })).not.toBeInTheDocument();
  });

  it('is not shown when the cart can no longer be modified (expired)', async () => {
    const { api } = await renderWithDonations({ cart: paidCart({ items: [admission], expiresIn: 2 }) });
    await settled(api);
    expect(screen.queryByRole('group', { name: 'Add a donation' })).not.toBeInTheDocument();
  });

  it('is not shown once payments were made on the cart', async () => {
    const { api } = await renderWithDonations({ cart: paidCart({ items: [admission], paymentsMade: true }) });
    await settled(api);
    expect(screen.queryByRole('group', { name: 'Add a donation' })).not.toBeInTheDocument();
  });
});

describe('Donation radio group placement (spec 02 §2)', () => {
  const identity = () => screen.getByRole('group', { name: 'Your details' });
  const comesBefore = (a: HTMLElement, b: HTMLElement) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const freeAdmission = cartItem({ types: [{ ticketTypeId: 'tt-free', name: 'Community day', ticketCount: 1, totalMinor: 0, feesMinor: 0 }] });

  it('goes after the identity form for a cart that was not free', async () => {
    await renderWithDonations();
    const donation = await group();
    expect(comesBefore(identity(), donation)).toBe(true);
  });

  it('goes before the identity form for a cart that was free, and stays there once a donation makes it paid', async () => {
    const { api } = await renderWithDonations({ cart: paidCart({ items: [freeAdmission] }) });
    api.cart.reserve.mockResolvedValue(paidCart({ items: [freeAdmission, donationLine('tt-don-10', 't-d10')] }));
    expect(comesBefore(await group(), identity())).toBe(true);
    await userEvent.click(radio('$10.00'));
    await waitFor(() => expect(total()).toBe('$10.00'));
    expect(comesBefore(await group(), identity())).toBe(true);
  });
});
