import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RootStore, StoreProvider, type User } from '@storefront/shared';
import { fakeApi, membership, memoryStorage, testPageConfig, user as buildUser } from '@storefront/shared/testing';
import { MembershipSummary } from './membership-summary';

function renderSummary(signedIn: User) {
  const store = new RootStore({ pageConfig: testPageConfig, api: fakeApi(), storage: memoryStorage() });
  store.session.hydrate(signedIn);
  render(
    <MemoryRouter>
      <StoreProvider store={store}>
        <MembershipSummary />
      </StoreProvider>
    </MemoryRouter>,
  );
}

describe('MembershipSummary', () => {
  it("shows the current membership's number, level and expiry in the seller's time zone", () => {
    const validTo = new Date(Date.now() + 30 * 86_400_000);
    // 03:00 UTC is still the day before in New York (the seller's zone).
    validTo.setUTCHours(3, 0, 0, 0);
    const expired = membership({ id: 'm-0', scanCode: 'OLD-1', validFrom: '2020-01-01T00:00:00Z', validTo: '2021-01-01T00:00:00Z' });
    renderSummary(buildUser({ memberships: [expired, membership({ scanCode: 'M-100', levelName: 'Family', validTo: validTo.toISOString() })] }));
    const dayBefore = new Date(validTo.getTime() - 86_400_000);
    const expected = dayBefore.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['M-100', 'Family', expected]);
    expect(screen.queryByText('OLD-1')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for membership M-100' })).toHaveAttribute('src', '/api/membership/m-1/qrcode');
    expect(document.title).toBe('Membership | City Museum of Art');
  });

  it("says 'Not currently a member' without a current membership", () => {
    renderSummary(buildUser());
    expect(screen.getByText('Not currently a member')).toBeInTheDocument();
  });
});
