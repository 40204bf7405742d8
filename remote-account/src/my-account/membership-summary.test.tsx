import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RootStore, StoreProvider, type MyMembership } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user as buildUser } from '@storefront/shared/testing';
import { myMembership } from '../membership-details/membership-test-helpers';
import { MembershipSummary } from './membership-summary';

const DAY_MS = 86_400_000;

function renderSummary(memberships: MyMembership[]) {
  const api = fakeApi();
  api.memberships.getMyMemberships.mockResolvedValue(memberships);
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage() });
  store.session.hydrate(buildUser());
  render(
    <MemoryRouter>
      <StoreProvider store={store}>
        <MembershipSummary />
      </StoreProvider>
    </MemoryRouter>,
  );
  return api;
}

describe('MembershipSummary', () => {
  it("shows the current membership's card with its details, in the seller's time zone, and its QR code", async () => {
    const validTo = new Date(Date.now() + 30 * DAY_MS);
    // 03:00 UTC is still the day before in New York (the seller's zone).
    validTo.setUTCHours(3, 0, 0, 0);
    const expired = myMembership({ id: 'm-0', scanCode: 'OLD-1', validTo: '2021-01-01T00:00:00Z' });
    const api = renderSummary([myMembership({ validTo: validTo.toISOString(), autoRenewState: 'scheduled' }), expired]);
    expect(await screen.findByText('M-100')).toBeInTheDocument();
    expect(api.memberships.getMyMemberships).toHaveBeenCalledTimes(1);
    const dayBefore = new Date(validTo.getTime() - DAY_MS);
    const expected = dayBefore.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    expect(screen.getByText('Expires').nextElementSibling).toHaveTextContent(expected);
    expect(screen.getByText('Adult').nextElementSibling).toHaveTextContent('Ada Lovelace, Charles Babbage');
    expect(screen.queryByText('OLD-1')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for membership M-100' })).toHaveAttribute('src', '/api/membership/m-1/qrcode');
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/membership/renew');
    expect(screen.getByRole('link', { name: 'Cancel auto-renew' })).toHaveAttribute('href', '/manage/o-membership/cancel-auto-renew');
    expect(document.title).toBe('Membership | City Museum of Art');
  });

  it('offers the renew-from date outside the renewal window', async () => {
    const member = myMembership();
    renderSummary([member]);
    expect(await screen.findByText(/^You can renew from /)).toBeInTheDocument();
    // 245 days ahead: 246 calendar days when a DST change moves it past midnight.
    expect(screen.getByText(/^Expires in 24[56] days$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it("says 'Not currently a member' without a current membership", async () => {
    renderSummary([]);
    expect(await screen.findByText('Not currently a member')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
