import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayRangeInZone, nextDate, toVenueDate } from '@storefront/shared';
import { user } from '@storefront/shared/testing';
import { myMembership } from '../membership-details/membership-test-helpers';
import { fillMember, renderForm, shopAsGuest } from './membership-form-test-helpers';

const ada = user({ email: 'ada@example.com' });

describe('MembershipForm: buying', () => {
  it('buys a Family membership with 2 named adults and 3 children, one ticket per member', async () => {
    const { api, store, onReserved } = await renderForm();
    await shopAsGuest();
    const levels = screen.getByRole('group', { name: 'Choose a membership' });
    expect(within(levels).getAllByRole('radio')).toEqual([
      within(levels).getByRole('radio', { name: 'Individual $75.00' }),
      within(levels).getByRole('radio', { name: 'Dual $120.00' }),
      within(levels).getByRole('radio', { name: 'Family $150.00' }),
    ]);
    expect(within(levels).getByRole('radio', { name: 'Family $150.00' })).toHaveAccessibleDescription('Family membership');
    await userEvent.click(screen.getByRole('radio', { name: /Family/ }));
    // Household is fixed at 1 (min equals max): no counter.
    expect(screen.queryByRole('group', { name: 'Household' })).not.toBeInTheDocument();
    await fillMember('Adult 1', 'Ada', 'Lovelace', 'ada@example.com');
    await userEvent.click(within(screen.getByRole('group', { name: 'Add another Adult?' })).getByRole('radio', { name: 'Yes' }));
    await fillMember('Adult 2', 'Charles', 'Babbage');
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Add one Child' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Renew my membership automatically each year' })).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy membership' }));

    await waitFor(() => expect(onReserved).toHaveBeenCalledWith(['tg-family'], { skipUpsells: false }));
    expect(api.cart.reserve).toHaveBeenCalledWith(null, {
      items: [
        { ticketTypeId: 'tt-household' },
        { ticketTypeId: 'tt-adult', admitName: 'Ada Lovelace', admitEmail: 'ada@example.com' },
        { ticketTypeId: 'tt-adult', admitName: 'Charles Babbage' },
        { ticketTypeId: 'tt-child' },
        { ticketTypeId: 'tt-child' },
        { ticketTypeId: 'tt-child' },
      ],
    });
    expect(store.membership.state.autoRenew).toBe(true);
  });

  it('checks every input: no level, then the first missing name, focused', async () => {
    const { api } = await renderForm();
    await shopAsGuest();
    await userEvent.click(screen.getByRole('button', { name: 'Buy membership' }));
    expect(screen.getByText('Please select a membership to continue.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choose a membership' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /Dual/ }));
    await fillMember('Member 1', 'Ada', 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Buy membership' }));
    const first = within(screen.getByRole('group', { name: 'Member 2' })).getByLabelText('First name');
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Please enter your first name.');
    expect(api.cart.reserve).not.toHaveBeenCalled();
  });

  it('changing the level sets auto-renew back to no', async () => {
    const { store } = await renderForm();
    await shopAsGuest();
    await userEvent.click(screen.getByRole('radio', { name: /Individual/ }));
    const autoRenew = screen.getByRole('group', { name: 'Renew my membership automatically each year' });
    await userEvent.click(within(autoRenew).getByRole('radio', { name: 'Yes' }));
    expect(store.membership.state.autoRenew).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Family/ }));
    expect(store.membership.state.autoRenew).toBe(false);
    expect(within(screen.getByRole('group', { name: 'Renew my membership automatically each year' })).getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('offers auto-renew only at levels that have it', async () => {
    await renderForm();
    await shopAsGuest();
    await userEvent.click(screen.getByRole('radio', { name: /Dual/ }));
    expect(screen.queryByRole('group', { name: 'Renew my membership automatically each year' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Individual/ }));
    expect(screen.getByRole('group', { name: 'Renew my membership automatically each year' })).toBeInTheDocument();
  });

  it('skips the upsells when the seller opts out, and shows the footnote', async () => {
    const { onReserved } = await renderForm({ web: { skip_membership_upsells: true, membership_footnote: 'Memberships are not refundable.' } });
    await shopAsGuest();
    expect(screen.getByText('Memberships are not refundable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Individual/ }));
    await fillMember('Member 1', 'Ada', 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Buy membership' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalledWith(['tg-individual'], { skipUpsells: true }));
  });

  it('a membership already in the cart asks to remove it or check out, instead of reserving', async () => {
    const { api } = await renderForm({ cartItems: [{ id: 'ev-membership:', eventId: 'ev-membership', isMembershipEvent: true }] });
    await userEvent.click(screen.getByRole('radio', { name: /Individual/ }));
    await fillMember('Member 1', 'Ada', 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Buy membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Membership already in your cart' });
    expect(dialog).toHaveTextContent('Your cart already has a membership. Remove it to choose again, or go to checkout to buy it.');
    expect(within(dialog).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
    expect(within(dialog).getByRole('button', { name: 'Remove it from my cart' })).toBeInTheDocument();
    expect(api.cart.reserve).not.toHaveBeenCalled();
  });
});

describe('MembershipForm: login or guest', () => {
  it('offers a guest with an empty cart to log in (no forgot-password link) or shop as a guest', async () => {
    await renderForm({ web: { login_mode: 'password' } });
    const dialog = screen.getByRole('dialog', { name: 'Log in or shop as a guest' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    await shopAsGuest();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to a signed-in visitor, nor when the cart has something', async () => {
    await renderForm({ signedIn: ada });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on login, and the form goes on as the renewal of the membership the login brings', async () => {
    const { api, store } = await renderForm({ web: { login_mode: 'password' } });
    api.identity.login.mockResolvedValue(ada);
    api.memberships.getMyMemberships.mockResolvedValue([myMembership()]);
    const dialog = screen.getByRole('dialog', { name: 'Log in or shop as a guest' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret-pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.session.isSignedIn).toBe(true);
    expect(screen.getByRole('radio', { name: /Family/ })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Adult 2' })).getByLabelText('First name')).toHaveValue('Charles');
  });
});

describe('MembershipForm: renewing', () => {
  it("a member sees the last membership's level and expiry, and starts from its level and members", async () => {
    // The wording counts the seller's calendar days: the membership ends at noon in New York, 30 of them ahead.
    let day = toVenueDate(Date.now(), 'America/New_York');
    for (let i = 0; i < 30; i += 1) day = nextDate(day);
    const validTo = new Date(Date.parse(dayRangeInZone(day, 'America/New_York').from) + 12 * 3600_000).toISOString();
    await renderForm({ signedIn: ada, memberships: [myMembership({ validTo })], at: '/events/ev-membership/renew' });
    expect(screen.getByText('Your Family membership expires in 30 days')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Family/ })).toBeChecked();
    const adult1 = within(screen.getByRole('group', { name: 'Adult 1' }));
    expect(adult1.getByLabelText('First name')).toHaveValue('Ada');
    expect(adult1.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(adult1.getByLabelText('First name')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Renew membership' })).toBeInTheDocument();
  });

  it("uses 'expired' wording for a lapsed membership, and says when renewal opens outside the window", async () => {
    await renderForm({ signedIn: ada, memberships: [myMembership({ validTo: '2020-03-01T17:00:00Z' })] });
    expect(screen.getByText('Your Family membership expired on Sun, Mar 1, 2020')).toBeInTheDocument();
  });

  it('says when renewal opens for a member outside the renewal window', async () => {
    const m = myMembership();
    await renderForm({ signedIn: ada, memberships: [m] });
    expect(screen.getByText(/^You can renew from /)).toBeInTheDocument();
  });

  it('locks the kept member details when the seller prevents member updates', async () => {
    await renderForm({ signedIn: ada, memberships: [myMembership()], web: { prevent_member_updates: true } });
    const adult2 = within(screen.getByRole('group', { name: 'Adult 2' }));
    expect(adult2.getByLabelText('First name')).toHaveAttribute('readonly');
    expect(adult2.getByLabelText(/^Email/)).not.toHaveAttribute('readonly');
  });

  it('offers auto-renew on renewal when the preselected level has it', async () => {
    await renderForm({ signedIn: ada, memberships: [myMembership()] });
    expect(screen.getByRole('radio', { name: /Family/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Renew my membership automatically each year' })).toBeInTheDocument();
  });
});
