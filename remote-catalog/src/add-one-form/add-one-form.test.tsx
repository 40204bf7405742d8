import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type EventDetail, type TicketGroup } from '@storefront/shared';
import { cart, ticketGroup, ticketType } from '@storefront/shared/testing';
import { AddOneForm } from './add-one-form';
import { addOneRouteDataKey } from './add-one-data';
import { renderWithStore, type RenderOptions } from '../event-panel/test-render';
import { testEvent } from '../event-panel/test-fixtures';

const giftTypes = [
  ticketType({ id: 'gc-25', groupId: 'tg-gc', name: 'Gift card $25', priceMinor: 2500 }),
  ticketType({ id: 'gc-any', groupId: 'tg-gc', name: 'Any amount', priceMinor: 0, minPriceMinor: 1000, maxPriceMinor: 50000 }),
];
const giftEvent = (o: Partial<EventDetail> = {}) =>
  testEvent({ eventType: 'gift_card', ticketGroups: [ticketGroup({ id: 'tg-gc', ticketTypes: giftTypes })], ...o });

const donationGroup: TicketGroup = ticketGroup({
  id: 'tg-don',
  handler: 'donation',
  ticketTypes: [ticketType({ id: 'don', groupId: 'tg-don', name: 'Donation', priceMinor: 0, minPriceMinor: 500, maxPriceMinor: 100000 })],
});

async function renderAddOne(
  event: EventDetail,
  at = '/events/ev-1',
  getTicketGroup = jest.fn().mockResolvedValue(donationGroup),
  web?: RenderOptions['web'],
  routeData?: RenderOptions['routeData'],
) {
  const reserve = jest.fn().mockResolvedValue(cart());
  const onReserved = jest.fn();
  await renderWithStore(<AddOneForm event={event} onReserved={onReserved} />, {
    at,
    api: { events: { getTicketGroup }, cart: { reserve } },
    web,
    routeData,
  });
  return { reserve, onReserved, getTicketGroup };
}

describe('AddOneForm', () => {
  it('starts from the groups the server rendered the page with, without asking for them', async () => {
    const event = testEvent({ eventType: 'donation', ticketGroups: [ticketGroup({ id: 'tg-don', handler: 'donation' })] });
    const { getTicketGroup } = await renderAddOne(event, '/events/ev-1', undefined, undefined, { [addOneRouteDataKey(event)]: [donationGroup] });
    expect(screen.getByRole('radio', { name: /Donation/ })).toBeChecked();
    expect(getTicketGroup).not.toHaveBeenCalled();
  });

  it('lists the ticket types as radio cards, none preselected with several types', async () => {
    await renderAddOne(giftEvent());
    expect(screen.getByRole('radio', { name: /Gift card \$25/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Any amount/ })).not.toBeChecked();
  });

  it('preselects the type named by the select query (id)', async () => {
    await renderAddOne(giftEvent(), '/events/ev-1?select=gc-25');
    expect(screen.getByRole('radio', { name: /Gift card \$25/ })).toBeChecked();
  });

  it('preselects the type named by the select query (name)', async () => {
    await renderAddOne(giftEvent(), '/events/ev-1?select=any%20amount');
    expect(screen.getByRole('radio', { name: /Any amount/ })).toBeChecked();
  });

  it('preselects the only type of the only group', async () => {
    await renderAddOne(testEvent({ eventType: 'gift_card', ticketGroups: [ticketGroup({ ticketTypes: [giftTypes[0]!] })] }));
    expect(screen.getByRole('radio', { name: /Gift card \$25/ })).toBeChecked();
  });

  it("asks for a gift card outside a donation context, with the 'Add gift card to cart' label", async () => {
    await renderAddOne(giftEvent());
    await userEvent.click(screen.getByRole('button', { name: 'Add gift card to cart' }));
    expect(screen.getByText('Please select a gift card to continue.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Choose a gift card/ })).toHaveFocus();
  });

  it("asks for a donation in a donation event, with the 'Add donation to cart' label", async () => {
    await renderAddOne(testEvent({ eventType: 'donation', ticketGroups: [donationGroup, ticketGroup({ id: 'tg-2' })] }));
    await userEvent.click(screen.getByRole('button', { name: 'Add donation to cart' }));
    expect(screen.getByText('Please select a donation to continue.')).toBeInTheDocument();
  });

  it('a donation group makes a donation context and loads through ticket_group with handler donation', async () => {
    const { getTicketGroup } = await renderAddOne(
      testEvent({ oneTicketOnly: true, ticketGroups: [ticketGroup({ id: 'tg-don', handler: 'donation', ticketTypes: [] }), ticketGroup()] }),
    );
    expect(getTicketGroup).toHaveBeenCalledWith('tg-don', 'donation');
    expect(screen.getByRole('radio', { name: /Donation/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add donation to cart' }));
    expect(screen.getByText('Please select a donation to continue.')).toBeInTheDocument();
  });

  it('a flexible type shows the amount field, preset by the price query', async () => {
    await renderAddOne(giftEvent(), '/events/ev-1?select=gc-any&price=40');
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(40);
  });

  it("rejects an amount outside the type's min/max", async () => {
    const { reserve } = await renderAddOne(giftEvent(), '/events/ev-1?select=gc-any');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add gift card to cart' }));
    expect(screen.getByText('Value entered is outside min/max')).toBeInTheDocument();
    expect(reserve).not.toHaveBeenCalled();
  });

  it('adds exactly one ticket with the flexible face value', async () => {
    const { reserve, onReserved } = await renderAddOne(giftEvent(), '/events/ev-1?select=gc-any&price=40.50');
    await userEvent.click(screen.getByRole('button', { name: 'Add gift card to cart' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(reserve).toHaveBeenCalledWith(null, { items: [{ ticketTypeId: 'gc-any', faceValueMinor: 4050 }] });
  });

  it('adds exactly one ticket of a fixed-price type', async () => {
    const { reserve } = await renderAddOne(giftEvent());
    await userEvent.click(screen.getByRole('radio', { name: /Gift card \$25/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add gift card to cart' }));
    await waitFor(() => expect(reserve).toHaveBeenCalledWith(null, { items: [{ ticketTypeId: 'gc-25' }] }));
  });

  it('a code-required rule opens the code modal and retries with the code', async () => {
    const { reserve, onReserved } = await renderAddOne(giftEvent());
    reserve.mockRejectedValueOnce(
      new ApiError({ status: 422, code: 'rule_blocks_reserve', context: 'checkout_rules', description: 'Enter your code.', extra: { block_reason: 'code_required' } }),
    );
    await userEvent.click(screen.getByRole('radio', { name: /Gift card \$25/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add gift card to cart' }));
    const modal = await screen.findByRole('dialog', { name: 'Code required' });
    expect(modal).toHaveTextContent('Enter your code.');
    await userEvent.type(screen.getByLabelText('Code'), 'GIFT10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(reserve).toHaveBeenLastCalledWith(null, { items: [{ ticketTypeId: 'gc-25' }], codesBefore: ['GIFT10'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AddOneForm prices and fees (spec 01 §9)', () => {
  const feeGiftEvent = () =>
    testEvent({
      eventType: 'gift_card',
      ticketGroups: [
        ticketGroup({
          id: 'tg-gc',
          ticketTypes: [
            ticketType({ id: 'gc-25', groupId: 'tg-gc', name: 'Gift card $25', priceMinor: 2500, feesMinor: 150 }),
            ticketType({ id: 'gc-any', groupId: 'tg-gc', name: 'Any amount', priceMinor: 0, minPriceMinor: 1000, maxPriceMinor: 50000, feesMinor: 150 }),
          ],
        }),
      ],
    });

  it('shows a fixed price with its fees when the seller advertises them; a flexible amount keeps its own range', async () => {
    await renderAddOne(feeGiftEvent(), undefined, undefined, { advertise_price_including_fees: true });
    expect(screen.getByText('$26.50')).toBeInTheDocument();
    expect(screen.getByText('$10.00 – $500.00')).toBeInTheDocument();
  });

  it('shows the fixed price without fees when the seller does not', async () => {
    await renderAddOne(feeGiftEvent(), undefined, undefined, { advertise_price_including_fees: false });
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('$10.00 – $500.00')).toBeInTheDocument();
  });
});

