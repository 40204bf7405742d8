/** The membership form's component tests: the form at an event route, with a store over a fake API. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { RootStore, StoreProvider, type ApiSellerConfig, type CartItem, type MembershipFormProps, type MyMembership, type User } from '@storefront/shared';
import { cart, cartItem, fakeApi, memoryStorage, testPageConfig } from '@storefront/shared/testing';
import { MembershipForm } from './membership-form';
import { museumMembershipEvent, museumRules } from './test-fixtures';

export interface FormSetup {
  /** null: a guest (the default). */
  signedIn?: User | null;
  memberships?: MyMembership[];
  web?: ApiSellerConfig['web'];
  cartItems?: Partial<CartItem>[];
  /** '/events/ev-membership', '/events/ev-membership/renew' or '/events/ev-membership/gift'. */
  at?: string;
  redeem?: MembershipFormProps['redeem'];
}

/** Shows what a region's error boundary would catch. */
class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>boundary: {this.state.error.message}</p> : this.props.children;
  }
}

function FormAtRoute({ onReserved, redeem }: Pick<MembershipFormProps, 'onReserved' | 'redeem'>) {
  const { action } = useParams();
  return <MembershipForm event={museumMembershipEvent()} onReserved={onReserved} action={action} redeem={redeem} />;
}

export async function renderForm({ signedIn = null, memberships = [], web = {}, cartItems, at = '/events/ev-membership', redeem }: FormSetup = {}) {
  const api = fakeApi();
  api.events.getMembershipRules.mockResolvedValue(museumRules);
  api.memberships.getMyMemberships.mockResolvedValue(memberships);
  api.cart.reserve.mockImplementation(async () => cart({ items: [cartItem({ isMembershipEvent: true })] }));
  api.memberships.createGiftee.mockResolvedValue('giftee-1');
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
  store.session.hydrate(signedIn);
  if (signedIn) await store.membership.load();
  if (cartItems) {
    api.cart.reserve.mockResolvedValueOnce(cart({ items: cartItems.map((i) => cartItem(i)) }));
    await store.cart.reserve({ items: [] });
    api.cart.reserve.mockClear();
  }
  const onReserved = jest.fn();
  render(
    <MemoryRouter initialEntries={[at]}>
      <StoreProvider store={store}>
        <Caught>
          <Routes>
            <Route path="/events/:eventId/:action?" element={<FormAtRoute onReserved={onReserved} redeem={redeem} />} />
          </Routes>
        </Caught>
      </StoreProvider>
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return { api, store, onReserved };
}

/** Types a named member's details into the form. */
export async function fillMember(legend: string, first: string, last: string, email = '') {
  const group = screen.getByRole('group', { name: legend });
  const { getByLabelText } = within(group);
  await userEvent.clear(getByLabelText('First name'));
  await userEvent.type(getByLabelText('First name'), first);
  await userEvent.clear(getByLabelText('Last name'));
  await userEvent.type(getByLabelText('Last name'), last);
  if (email) await userEvent.type(getByLabelText(/^Email/), email);
}

export const shopAsGuest = () => userEvent.click(screen.getByRole('button', { name: 'Shop as a Guest' }));
