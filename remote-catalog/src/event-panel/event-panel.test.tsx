import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { resetSlot, SellerConfigStore, type EventDetail } from '@storefront/shared';
import { eventSettings, testPageConfig, ticketGroup, ticketType } from '@storefront/shared/testing';
import { EventPanel, MEMBERSHIP_FORM_UNAVAILABLE } from './event-panel';
import { choosePanel, nextRouteFor, type PanelContext } from './choose-panel';
import { renderWithStore, type RenderOptions } from './test-render';
import { testEvent } from './test-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
// The forms have their own tests; here each one is a stub that names itself and can reserve.
function mockStub(name: string) {
  return function Stub({ onReserved }: { onReserved(): void }) {
    return (
      <button type="button" onClick={onReserved}>
        {name}
      </button>
    );
  };
}
jest.mock('../date-first-form/date-first-form', () => ({ DateFirstForm: mockStub('date-first form') }));
jest.mock('../quantity-first-form/quantity-first-form', () => ({ QuantityFirstForm: mockStub('quantity-first form') }));
jest.mock('../single-event-form/single-event-form', () => ({ SingleEventForm: mockStub('single-event form') }));
jest.mock('../add-one-form/add-one-form', () => ({ AddOneForm: mockStub('add-one form') }));

const load = jest.mocked(loadRemote);
beforeEach(() => {
  load.mockReset();
  resetSlot('account/MembershipForm');
});

const renderPanel = (event: EventDetail, o: RenderOptions = {}) => renderWithStore(<EventPanel event={event} />, o);

describe('EventPanel precedence (spec 01 §2)', () => {
  it('1: no ticket groups shows the default tickets-unavailable warning', async () => {
    await renderPanel(testEvent({ ticketGroups: [] }));
    expect(screen.getByRole('status')).toHaveTextContent('Tickets are currently unavailable for this event.');
  });

  it('1: the seller string replaces the default wording', async () => {
    await renderPanel(testEvent({ ticketGroups: [] }), { web: { tickets_unavailable_text: 'Sold out for the season.' } });
    expect(screen.getByRole('status')).toHaveTextContent('Sold out for the season.');
  });

  it('2: anchor required and no anchor in the cart warns with a link to the root path', async () => {
    await renderPanel(testEvent({ requiresAnchor: true }), { cartItems: [{ isAnchor: false }] });
    expect(screen.getByRole('status')).toHaveTextContent('Add an admission event to your cart first.');
    expect(screen.getByRole('link', { name: 'Choose an admission' })).toHaveAttribute('href', '/');
  });

  it('2: with an anchor in the cart the upsell shows its form', async () => {
    await renderPanel(testEvent({ requiresAnchor: true }), { cartItems: [{ isAnchor: true }] });
    expect(screen.getByRole('button', { name: 'date-first form' })).toBeInTheDocument();
  });

  it('3: a membership event mounts the account membership form', async () => {
    load.mockResolvedValue({ default: () => <p>membership form</p> });
    await renderPanel(testEvent({ eventType: 'membership' }));
    expect(await screen.findByText('membership form')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('account/MembershipForm');
  });

  it("3: the form gets the route's action and may skip the upsells (spec 03 §4)", async () => {
    const seen: { action?: string }[] = [];
    load.mockResolvedValue({
      default: function Form(props: { action?: string; onReserved(ids: string[], o?: { skipUpsells?: boolean }): void }) {
        seen.push(props);
        return (
          <button type="button" onClick={() => props.onReserved(['tg-family'], { skipUpsells: true })}>
            membership form
          </button>
        );
      },
    });
    // An anchor goes on to the upsells ('/events') unless told to skip them.
    await renderPanel(testEvent({ eventType: 'membership', isAnchor: true }), { at: '/events/ev-1/gift', path: '/events/:eventId/:action' });
    await userEvent.click(await screen.findByRole('button', { name: 'membership form' }));
    expect(seen[0]?.action).toBe('gift');
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
  });

  it('3: when the account remote does not expose the form, a clear unavailable message shows', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('no exposed module account/MembershipForm'));
    await renderPanel(testEvent({ eventType: 'membership', hiddenType: 'public_member_only' }));
    expect(await screen.findByText(MEMBERSHIP_FORM_UNAVAILABLE)).toHaveTextContent('Memberships can not be bought online right now.');
  });

  it.each([
    ['one_ticket_only', { oneTicketOnly: true }],
    ['gift_card', { eventType: 'gift_card' as const }],
    ['donation', { eventType: 'donation' as const }],
  ])('4: a one-ticket-only context (%s) shows the add-one form', async (_, o) => {
    await renderPanel(testEvent(o));
    expect(screen.getByRole('button', { name: 'add-one form' })).toBeInTheDocument();
  });

  it('5: members-only event for a guest shows the members-only panel with login and join links', async () => {
    await renderPanel(testEvent({ hiddenType: 'public_member_only' }));
    expect(screen.getByText('This event is for members only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/membership');
  });

  it('5: members-only event for a visitor whose membership expired shows the renewal message', async () => {
    await renderPanel(testEvent({ hiddenType: 'public_member_only' }), { membership: 'expired' });
    expect(
      screen.getByText('Your membership has expired. Renew your membership to book members-only events.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew membership' })).toHaveAttribute('href', '/membership/renew');
  });

  it('5: a current member gets the form of a members-only event', async () => {
    await renderPanel(testEvent({ hiddenType: 'public_member_only' }), { membership: 'current' });
    expect(screen.getByRole('button', { name: 'date-first form' })).toBeInTheDocument();
  });

  it('5 before 6: a members-only single event shows the members-only panel to a guest', async () => {
    await renderPanel(testEvent({ hiddenType: 'public_member_only', eventType: 'single' }));
    expect(screen.getByText('This event is for members only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'single-event form' })).not.toBeInTheDocument();
  });

  it('6: event type single shows the single-event form', async () => {
    await renderPanel(testEvent({ eventType: 'single', reserveFlow: 'quantity_first' }));
    expect(screen.getByRole('button', { name: 'single-event form' })).toBeInTheDocument();
  });

  it('7: the event reserve flow quantity_first shows the quantity-first form', async () => {
    await renderPanel(testEvent({ reserveFlow: 'quantity_first' }));
    expect(screen.getByRole('button', { name: 'quantity-first form' })).toBeInTheDocument();
  });

  it('7: without an event flow, the tenant default quantity_first applies', async () => {
    await renderPanel(testEvent(), { web: { reserve_flow: 'quantity_first' } });
    expect(screen.getByRole('button', { name: 'quantity-first form' })).toBeInTheDocument();
  });

  it('8: otherwise the date-first form; the event flow beats the tenant default', async () => {
    await renderPanel(testEvent({ reserveFlow: 'date_first' }), { web: { reserve_flow: 'quantity_first' } });
    expect(screen.getByRole('button', { name: 'date-first form' })).toBeInTheDocument();
  });

  it('goes to checkout after a reservation', async () => {
    await renderPanel(testEvent());
    await userEvent.click(screen.getByRole('button', { name: 'date-first form' }));
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
  });

  it("goes to the event's next route after a reservation when set", async () => {
    await renderPanel(testEvent({ settings: eventSettings({ nextRoute: '/next-step' }) }));
    await userEvent.click(screen.getByRole('button', { name: 'date-first form' }));
    await waitFor(() => expect(screen.getByText('next step page')).toBeInTheDocument());
  });
});

describe('choosePanel', () => {
  const config = new SellerConfigStore(testPageConfig);
  const base = { anchorInCart: false, hasCurrentMembership: false, hasExpiredMembership: false, defaultReserveFlow: 'date_first' } as const;
  /** choosePanel with the context EventPanel builds for this event. */
  const choose = (event: EventDetail, o: Partial<PanelContext> = {}) =>
    choosePanel(event, { ...base, isMembershipEvent: config.isMembershipEvent(event), ...o });

  it('1 wins over everything', () => {
    expect(choose(testEvent({ ticketGroups: [], requiresAnchor: true, eventType: 'membership' }))).toBe('unavailable');
  });
  it('2 wins over the membership event', () => {
    expect(choose(testEvent({ requiresAnchor: true, eventType: 'membership' }))).toBe('anchor-required');
  });
  it('3 wins over one-ticket-only', () => {
    expect(choose(testEvent({ eventType: 'membership', oneTicketOnly: true }))).toBe('membership');
  });
  it('4 wins over members-only', () => {
    expect(choose(testEvent({ eventType: 'donation', hiddenType: 'public_member_only' }))).toBe('add-one');
  });
  it('6 wins over quantity-first', () => {
    expect(choose(testEvent({ eventType: 'single' }), { defaultReserveFlow: 'quantity_first' })).toBe('single');
  });
  it('a donation group alone does not make a one-ticket context', () => {
    const event = testEvent({ ticketGroups: [ticketGroup({ handler: 'donation', ticketTypes: [ticketType()] })] });
    expect(choose(event)).toBe('date-first');
  });
  it('next route: the event setting, else upsells after an anchor unless skipped, else checkout', () => {
    const go = { skipUpsells: false };
    expect(nextRouteFor(testEvent(), go)).toBe('/checkout');
    expect(nextRouteFor(testEvent({ settings: eventSettings({ nextRoute: '/events/ev-2' }) }), go)).toBe('/events/ev-2');
    expect(nextRouteFor(testEvent({ isAnchor: true }), go)).toBe('/events');
    expect(nextRouteFor(testEvent({ isAnchor: true }), { skipUpsells: true })).toBe('/checkout');
  });
});
