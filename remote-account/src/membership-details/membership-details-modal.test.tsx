import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { RootStore, StoreProvider, formatDate, type ApiSellerConfig, type MyMembership, type User } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig, user as buildUser } from '@storefront/shared/testing';
import { MemberMenu } from '../member-menu/member-menu';
import { myMembership } from './membership-test-helpers';
import { MEMBERSHIP_DETAILS_MODAL } from './modal-name';

const NEW_YORK = testPageConfig.seller.timezone;
const DAY_MS = 86_400_000;
const ada: User = buildUser({ firstName: 'Ada' });

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

interface Setup {
  signedIn?: User | null;
  memberships?: MyMembership[];
  web?: ApiSellerConfig['web'];
}

/** The member menu (where the modal lives) with the modal opened, as the menu's button opens it. */
async function openDetails({ signedIn = ada, memberships = [], web = { hide_my_account: true } }: Setup = {}) {
  const api = fakeApi();
  api.memberships.getMyMemberships.mockResolvedValue(memberships);
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
  store.session.hydrate(signedIn);
  render(
    <MemoryRouter initialEntries={['/events']}>
      <StoreProvider store={store}>
        <MemberMenu />
        <Where />
      </StoreProvider>
    </MemoryRouter>,
  );
  act(() => store.modals.open(MEMBERSHIP_DETAILS_MODAL));
  const dialog = await screen.findByRole('dialog', { name: 'Membership details' });
  return { store, api, dialog };
}

const details = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('MembershipDetailsModal', () => {
  it('opens from the member menu’s Membership details', async () => {
    const api = fakeApi();
    api.memberships.getMyMemberships.mockResolvedValue([myMembership()]);
    const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web: { hide_my_account: true } } };
    const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
    store.session.hydrate(ada);
    render(
      <MemoryRouter>
        <StoreProvider store={store}>
          <MemberMenu />
        </StoreProvider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Membership details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membership details' });
    expect(await within(dialog).findByText('M-100')).toBeInTheDocument();
  });

  it('shows a member’s number, level, expiry, members by type and e-mail, enrolled in auto-renew, inside the renewal window', async () => {
    const validTo = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const member = myMembership({ validTo, renewableFrom: new Date(Date.now() - 30 * DAY_MS).toISOString(), autoRenewState: 'scheduled' });
    const { dialog } = await openDetails({ memberships: [member], web: { hide_my_account: true, membership_instructions: 'Show your card at the door.' } });
    expect(await within(dialog).findByText('M-100')).toBeInTheDocument();
    expect(details(dialog)).toEqual([
      ['Membership number', 'M-100'],
      ['Level', 'Family'],
      ['Expires', formatDate(validTo, NEW_YORK)],
      ['Household', '1'],
      ['Adult', 'Ada Lovelace, Charles Babbage'],
      ['Child', '2'],
      ['Email', 'ada@example.com'],
      ['Auto-renew', 'EnrolledCancel auto-renew'],
    ]);
    expect(within(dialog).getByText(/^Expires in (29|30) days$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Cancel auto-renew' })).toHaveAttribute('href', '/manage/o-membership/cancel-auto-renew');
    expect(within(dialog).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/membership/renew');
    expect(within(dialog).queryByText(/You can renew from/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Show your card at the door.')).toBeInTheDocument();
    expect(within(dialog).queryByText('To change your membership details, please contact us.')).not.toBeInTheDocument();
  });

  it('offers the renew-from date instead of Renew outside the renewal window, and no cancel link when auto-renew is not scheduled', async () => {
    const member = myMembership({ level: { ...myMembership().level, autoRenewAvailable: true }, autoRenewState: 'cancelled' });
    const { dialog } = await openDetails({ memberships: [member] });
    expect(await within(dialog).findByText(`You can renew from ${formatDate(member.renewableFrom, NEW_YORK)}`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Not enrolled')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Cancel auto-renew' })).not.toBeInTheDocument();
  });

  it('leaves auto-renew out at a level without it', async () => {
    const { dialog } = await openDetails({ memberships: [myMembership()] });
    await within(dialog).findByText('M-100');
    expect(within(dialog).queryByText('Auto-renew')).not.toBeInTheDocument();
  });

  it('says that member details are changed by contacting the seller where updates are prevented', async () => {
    const { dialog } = await openDetails({ memberships: [myMembership()], web: { hide_my_account: true, prevent_member_updates: true } });
    expect(await within(dialog).findByText('To change your membership details, please contact us.')).toBeInTheDocument();
  });

  it("shows the seller's own text for prevented updates", async () => {
    const web = { hide_my_account: true, prevent_member_updates: true, member_updates_prevented_text: 'Call us on 555-0100.' };
    const { dialog } = await openDetails({ memberships: [myMembership()], web });
    expect(await within(dialog).findByText('Call us on 555-0100.')).toBeInTheDocument();
  });

  it("says 'Not currently a member' without a membership", async () => {
    const { dialog } = await openDetails({ memberships: [] });
    expect(await within(dialog).findByText('Not currently a member')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it('tells a lapsed member when the membership expired and offers Renew', async () => {
    const validTo = new Date(Date.now() - 10 * DAY_MS).toISOString();
    const { dialog } = await openDetails({ memberships: [myMembership({ validTo })] });
    expect(await within(dialog).findByText('Not currently a member')).toBeInTheDocument();
    expect(within(dialog).getByText(`Expired on ${formatDate(validTo, NEW_YORK)}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/membership/renew');
  });

  it('closes when the member follows Renew', async () => {
    const member = myMembership({ renewableFrom: new Date(Date.now() - DAY_MS).toISOString() });
    const { dialog, store } = await openDetails({ memberships: [member] });
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Renew' }));
    expect(store.modals.isOpen(MEMBERSHIP_DETAILS_MODAL)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/membership/renew');
  });

  it('shows the login form to a visitor who is not signed in, and the membership after login', async () => {
    const { dialog, api } = await openDetails({ signedIn: null, memberships: [myMembership()] });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(api.memberships.getMyMemberships).not.toHaveBeenCalled();
    api.identity.login.mockResolvedValue(ada);
    api.identity.getUser.mockResolvedValue(ada);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: /password/i }));
    await userEvent.type(await within(dialog).findByLabelText('Password'), 'secret-Pa55');
    await userEvent.click(within(dialog).getByRole('button', { name: /log ?in/i }));
    expect(await within(screen.getByRole('dialog')).findByText('M-100')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/events');
  });
});
