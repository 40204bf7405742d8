import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Membership } from '@storefront/shared';
import { membership, order, user } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { CancelAutoRenewPage } from './cancel-auto-renew-page';

const ROUTE = '/manage/:ticketOrderId/cancel-auto-renew';
const PATH = '/manage/o-membership/cancel-auto-renew';
// Midnight in New York (the seller's zone) on March 1st.
const VALID_TO = '2027-03-01T05:00:00.000Z';

async function openPage({ member = true, autoRenewState = 'scheduled', orderError, myAccount = true } = {} as {
  member?: boolean;
  autoRenewState?: Membership['autoRenewState'] | null;
  orderError?: ApiError;
  myAccount?: boolean;
}) {
  const { api, store } = await storeWithCart(null);
  store.session.hydrate(member ? user() : null);
  api.identity.getFeatureFlags.mockResolvedValue({ my_account: myAccount });
  await store.flags.load();
  const bought = autoRenewState ? membership({ levelName: 'Individual', validTo: VALID_TO, autoRenewState }) : null;
  if (orderError) api.orders.getOrder.mockRejectedValue(orderError);
  else api.orders.getOrder.mockResolvedValue(order({ id: 'o-membership', kind: 'membership', membership: bought }));
  api.memberships.getMyMemberships.mockResolvedValue([]);
  renderAt(<CancelAutoRenewPage />, { store, path: PATH, route: ROUTE });
  await act(() => Promise.resolve());
  return { api, store };
}

const success = 'Auto-renew is cancelled. Your Individual membership remains valid until Mon, Mar 1, 2027.';

describe('CancelAutoRenewPage', () => {
  it('explains what cancelling does, cancels on confirm and says until when the membership stays valid', async () => {
    const { api } = await openPage();
    api.memberships.cancelAutoRenew.mockResolvedValue(membership({ autoRenewState: 'cancelled' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel auto-renew' })).toBeInTheDocument();
    expect(api.orders.getOrder).toHaveBeenCalledWith('o-membership');
    expect(screen.getByText('Your Individual membership is enrolled in auto-renew and is valid until Mon, Mar 1, 2027.')).toBeInTheDocument();
    expect(screen.getByText(/will not renew automatically/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep auto-renew' })).toHaveAttribute('href', '/my/membership');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel auto-renew' }));

    expect(await screen.findByText(success)).toBeInTheDocument();
    expect(api.memberships.cancelAutoRenew).toHaveBeenCalledWith('o-membership');
    // Member data is read again (the membership store's cancelAutoRenew).
    expect(api.memberships.getMyMemberships).toHaveBeenCalled();
    expect(screen.getByText(success).closest('.chk-auto-renew__message')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel auto-renew' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/my/membership');
  });

  it('shows the same success for an auto-renew already cancelled, with Done going home when the my area is off', async () => {
    await openPage({ autoRenewState: 'cancelled', myAccount: false });
    expect(await screen.findByText(success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/');
  });

  it.each([['none' as const], [null]])('warns that a membership (%p) is not enrolled', async (autoRenewState) => {
    await openPage({ autoRenewState });
    expect(await screen.findByText('This membership is not enrolled in auto-renew.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel auto-renew' })).not.toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to log in, and reads no order', async () => {
    const { api } = await openPage({ member: false });
    const warning = await screen.findByText(/Please log in to manage your membership\./);
    expect(warning).toHaveTextContent('Please log in to manage your membership. Log in');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(PATH)}`);
    expect(api.orders.getOrder).not.toHaveBeenCalled();
  });

  it.each([
    [new ApiError({ status: 404, code: 'not_found' }), 'We could not find that order.'],
    [new ApiError({ status: 500, code: 'internal' }), 'Oops! Sorry, something went wrong. Please try again.'],
  ])('shows why the order could not be read (%p)', async (error, message) => {
    await openPage({ orderError: error });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('keeps the confirm and shows the message when cancelling fails', async () => {
    const { api } = await openPage();
    api.memberships.cancelAutoRenew.mockRejectedValue(new ApiError({ status: 409, code: 'not_enrolled', description: 'Auto-renew can no longer be cancelled.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel auto-renew' }));
    expect(await screen.findByText('Auto-renew can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel auto-renew' })).toBeInTheDocument();
  });
});
