import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { ApiError, EventNotFoundError, RootStore, StoreProvider, type GiftCodeLookup } from '@storefront/shared';
import { eventDetail, fakeApi, memoryStorage, testPageConfig, ticketGroup } from '@storefront/shared/testing';
import type { MembershipForm } from '../membership-form/membership-form';
import { membershipLevel } from '../membership-details/membership-test-helpers';
import { RedeemMembershipPage } from './redeem-membership-page';

type FormProps = Parameters<typeof MembershipForm>[0];
const formProps = jest.fn<null, [FormProps]>();
jest.mock('../membership-form/membership-form', () => ({
  MembershipForm: (props: FormProps) => {
    formProps(props);
    return (
      <button type="button" onClick={() => props.onReserved(['tg-individual'], { skipUpsells: true })}>
        Reserve the membership
      </button>
    );
  },
}));

const DAY_MS = 86_400_000;
const CODE = '1234567890';

function lookup(o: Partial<GiftCodeLookup> = {}): GiftCodeLookup {
  return {
    code: CODE,
    validFrom: new Date(Date.now() - DAY_MS).toISOString(),
    validTo: new Date(Date.now() + 300 * DAY_MS).toISOString(),
    exhausted: false,
    level: membershipLevel({ name: 'Individual', ticketGroupId: 'tg-individual' }),
    eventId: 'ev-membership',
    ...o,
  };
}

const membershipEvent = eventDetail({
  id: 'ev-membership',
  eventType: 'membership',
  ticketGroups: [ticketGroup({ id: 'tg-individual', name: 'Individual', handler: 'membership' })],
});

function Where() {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</p>;
}

function renderRedeem(path = '/membership/redeem', web: Record<string, unknown> = { membership_event_id: 'ev-membership' }) {
  const api = fakeApi();
  api.memberships.lookupGiftCode.mockResolvedValue(lookup());
  api.events.getEvent.mockResolvedValue(membershipEvent);
  const store = new RootStore({ pageConfig: { ...testPageConfig, seller: { ...testPageConfig.seller, web } }, api, storage: memoryStorage() });
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <RedeemMembershipPage />
        <Where />
      </StoreProvider>
    </MemoryRouter>,
  );
  return { api, store };
}

const codeField = () => screen.getByRole('textbox', { name: 'Gift code' });

async function enterCode(code: string) {
  if (code) await userEvent.type(codeField(), code);
  await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
}

beforeEach(() => formProps.mockClear());

describe('RedeemMembershipPage', () => {
  it('asks for the gift code', () => {
    renderRedeem();
    expect(screen.getByRole('heading', { level: 1, name: 'Redeem a membership' })).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(document.title).toBe('Redeem a membership | City Museum of Art');
  });

  it.each(['', '12345'])("refuses %p with 'You must enter a valid code' without looking it up, focusing the field", async (code) => {
    const { api } = renderRedeem();
    await enterCode(code);
    expect(await screen.findByText('You must enter a valid code')).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(api.memberships.lookupGiftCode).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<GiftCodeLookup>, string]>([
    ['an unknown code', () => Promise.reject(new ApiError({ status: 404, code: 'code_not_found' })), 'You must enter a valid code'],
    ['a code not valid yet', () => Promise.resolve(lookup({ validFrom: new Date(Date.now() + DAY_MS).toISOString() })), 'This code has expired'],
    ['a code past its validity', () => Promise.resolve(lookup({ validTo: new Date(Date.now() - DAY_MS).toISOString() })), 'This code has expired'],
    ['a redeemed code', () => Promise.resolve(lookup({ exhausted: true })), 'This code has already been redeemed'],
  ])('refuses %s', async (_, answer, message) => {
    const { api, store } = renderRedeem();
    api.memberships.lookupGiftCode.mockImplementation(answer);
    await enterCode(CODE);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(api.memberships.lookupGiftCode).toHaveBeenCalledWith(CODE);
    expect(api.events.getEvent).not.toHaveBeenCalled();
    expect(store.membership.state.redeemCode).toBeNull();
  });

  it('shows another failure of the lookup as a message', async () => {
    const { api } = renderRedeem();
    api.memberships.lookupGiftCode.mockRejectedValue(new ApiError({ status: 500, code: 'unexpected', description: 'The service is down' }));
    await enterCode(CODE);
    expect(await screen.findByText('The service is down')).toBeInTheDocument();
  });

  it("shows the membership form at the code's level, remembers the code and goes to checkout after the reservation", async () => {
    const { api, store } = renderRedeem();
    await enterCode(CODE);
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve the membership' }));
    expect(api.events.getEvent).toHaveBeenCalledWith('ev-membership', { ticketGroupIds: ['tg-individual'] });
    expect(formProps).toHaveBeenLastCalledWith(expect.objectContaining({ event: membershipEvent, redeem: { code: CODE, levelGroupIds: ['tg-individual'] } }));
    expect(store.membership.state.redeemCode).toBe(CODE);
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout {"ticketGroupIds":["tg-individual"]}');
  });

  it('looks the gift_code query up at once', async () => {
    const { api } = renderRedeem(`/membership/redeem?gift_code=${CODE}`);
    expect(await screen.findByRole('button', { name: 'Reserve the membership' })).toBeInTheDocument();
    expect(api.memberships.lookupGiftCode).toHaveBeenCalledWith(CODE);
  });

  it("shows the query's code in the field with its refusal", async () => {
    const { api } = renderRedeem(`/membership/redeem?gift_code=${CODE}`);
    api.memberships.lookupGiftCode.mockResolvedValue(lookup({ exhausted: true }));
    expect(await screen.findByText('This code has already been redeemed')).toBeInTheDocument();
    expect(codeField()).toHaveValue(CODE);
  });

  it.each([
    ['the level is not on sale', [ticketGroup({ id: 'tg-individual', handler: 'membership', available: false })]],
    ['the event has no membership levels', [ticketGroup({ id: 'tg-individual', handler: 'tickets' })]],
  ])('says there are no memberships to redeem when %s', async (_, groups) => {
    const { api, store } = renderRedeem();
    api.events.getEvent.mockResolvedValue({ ...membershipEvent, ticketGroups: groups });
    await enterCode(CODE);
    expect(await screen.findByText('There are no memberships available to redeem right now.')).toBeInTheDocument();
    expect(formProps).not.toHaveBeenCalled();
    expect(store.membership.state.redeemCode).toBeNull();
  });

  it('says there are no memberships to redeem when the membership event is gone', async () => {
    const { api } = renderRedeem();
    api.events.getEvent.mockRejectedValue(new EventNotFoundError('ev-membership'));
    await enterCode(CODE);
    expect(await screen.findByText('There are no memberships available to redeem right now.')).toBeInTheDocument();
  });

  it('goes to /membership without a membership event', async () => {
    renderRedeem('/membership/redeem', {});
    await act(() => Promise.resolve());
    expect(screen.getByTestId('where')).toHaveTextContent('/membership null');
    expect(screen.queryByRole('textbox', { name: 'Gift code' })).not.toBeInTheDocument();
  });
});
