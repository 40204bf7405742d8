import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { user } from '@storefront/shared/testing';
import { myMembership } from '../membership-details/membership-test-helpers';
import { fillMember, renderForm, shopAsGuest } from './membership-form-test-helpers';

const ada = user({ email: 'ada@example.com' });
const GIFT = '/events/ev-membership/gift';

async function giftIndividual(to: string, confirm = to) {
  await userEvent.click(screen.getByRole('radio', { name: /Individual/ }));
  await fillMember('Member 1', 'Grace', 'Hopper');
  const giftee = within(screen.getByRole('group', { name: 'Who is the gift for?' }));
  await userEvent.type(giftee.getByLabelText("Recipient's email"), to);
  await userEvent.type(giftee.getByLabelText("Confirm recipient's email"), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Gift membership' }));
}

describe('MembershipForm: gifting', () => {
  it('asks to check out or empty a cart that has items first', async () => {
    const { api } = await renderForm({ at: GIFT, cartItems: [{}] });
    api.cart.deleteCart.mockResolvedValue(undefined);
    expect(screen.getByText('Your cart already has items in it. Please check out or empty your cart before gifting a membership.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByRole('button', { name: 'Gift membership' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    expect(await screen.findByRole('button', { name: 'Gift membership' })).toBeInTheDocument();
  });

  it('names the giftee after the first named member, reserves as a gift and skips the upsells', async () => {
    const { api, store, onReserved } = await renderForm({ at: GIFT });
    await shopAsGuest();
    // A gift has no auto-renew choice and no previous membership line.
    expect(screen.queryByRole('group', { name: 'Renew my membership automatically each year' })).not.toBeInTheDocument();
    await giftIndividual('grace@example.com');
    await waitFor(() => expect(onReserved).toHaveBeenCalledWith(['tg-individual'], { skipUpsells: true }));
    expect(api.memberships.createGiftee).toHaveBeenCalledWith({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });
    expect(api.cart.reserve).toHaveBeenCalledWith(null, { items: [{ ticketTypeId: 'tt-member', admitName: 'Grace Hopper' }], gift: true });
    expect(store.membership.state.giftee).toEqual({ id: 'giftee-1', name: 'Grace Hopper', email: 'grace@example.com' });
    expect(store.membership.state.autoRenew).toBe(false);
  });

  it("needs the receiver's e-mail typed alike twice", async () => {
    const { api } = await renderForm({ at: GIFT });
    await shopAsGuest();
    await giftIndividual('grace@example.com', 'grace@example.org');
    const confirm = screen.getByLabelText("Confirm recipient's email");
    expect(confirm).toHaveAccessibleDescription('Email addresses must match.');
    expect(confirm).toHaveFocus();
    expect(api.cart.reserve).not.toHaveBeenCalled();
  });

  it('refuses a gift to oneself, with a link to buy or renew instead', async () => {
    await renderForm({ at: GIFT, signedIn: ada });
    await giftIndividual('Ada@Example.com');
    expect(screen.getByLabelText("Recipient's email")).toHaveAccessibleDescription(
      'You can not gift membership to yourself. Do you want to buy or renew membership for yourself?',
    );
    expect(screen.getByRole('link', { name: 'Buy a membership' })).toHaveAttribute('href', '/membership');
  });

  it('a member gifting to themself is sent to renew', async () => {
    await renderForm({ at: GIFT, signedIn: ada, memberships: [myMembership()] });
    // A gift does not start from the member's own membership.
    expect(screen.queryByText(/^Your Family membership/)).not.toBeInTheDocument();
    await giftIndividual('ada@example.com');
    expect(screen.getByRole('link', { name: 'Renew your membership' })).toHaveAttribute('href', '/membership/renew');
  });

  it("validate_not_email shows on the receiver's e-mail", async () => {
    const { api } = await renderForm({ at: GIFT });
    api.memberships.createGiftee.mockRejectedValue(
      new ApiError({ status: 400, code: 'validate_not_email', description: 'That does not look like an email address.' }),
    );
    await shopAsGuest();
    await giftIndividual('grace@example.com');
    const email = await screen.findByLabelText("Recipient's email");
    await waitFor(() => expect(email).toHaveAccessibleDescription('That does not look like an email address.'));
    expect(email).toHaveFocus();
  });
});
