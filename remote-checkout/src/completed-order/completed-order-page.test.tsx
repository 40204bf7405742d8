import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { ApiError, type DataLayerHost, type PageConfig } from '@storefront/shared';
import { membership as membershipOf, order, orderTicket, user } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { CompletedOrderPage } from './completed-order-page';

const ROUTE = '/checkout/complete';
type Web = PageConfig['seller']['web'];

async function setup({ orders = [order()], web = {}, path = `${ROUTE}?orderIds=o-1`, redirect = jest.fn(), completedOrderIds = null } = {} as {
  orders?: ReturnType<typeof order>[] | Error;
  web?: Web;
  path?: string;
  redirect?: jest.Mock;
  completedOrderIds?: string[] | null;
}) {
  const harness = await storeWithCart(null, web);
  runInAction(() => (harness.store.cart.completedOrderIds = completedOrderIds));
  if (orders instanceof Error) harness.api.orders.getOrders.mockRejectedValue(orders);
  else harness.api.orders.getOrders.mockResolvedValue(orders);
  renderAt(<CompletedOrderPage redirect={redirect} />, { store: harness.store, path, route: ROUTE });
  // Let the orders arrive inside act.
  await act(() => Promise.resolve());
  return { ...harness, redirect };
}

const shownNumbers = () => screen.queryAllByTestId('order-number').map((n) => n.textContent);

beforeEach(() => {
  delete (window as DataLayerHost).dataLayer;
});

describe('CompletedOrderPage', () => {
  it('shows each order with its number and QR code, and forgets the completed order', async () => {
    const two = [order(), order({ id: 'o-2', orderNumber: 'A-1002' })];
    const { api, store } = await setup({ orders: two, path: `${ROUTE}?orderIds=o-1,o-2`, completedOrderIds: ['o-1', 'o-2'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(api.orders.getOrders).toHaveBeenCalledWith(['o-1', 'o-2']);
    expect(shownNumbers()).toEqual(['A-1001', 'A-1002']);
    const qr = screen.getAllByRole('img', { name: 'QR code for order A-1002' })[0];
    expect(qr).toHaveAttribute('src', '/api/ticket_order/o-2/qrcode');
    expect(store.cart.completedOrderIds).toBeNull();
    expect(document.title).toBe('Order complete | City Museum of Art');
  });

  it("links each order to its manage page and offers each ticket's wallet passes as the precheck allows", async () => {
    const harness = await storeWithCart(null, {});
    harness.api.orders.getOrders.mockResolvedValue([order({ tickets: [orderTicket(), orderTicket({ id: 't-2' })] })]);
    harness.api.orders.walletPrecheck.mockImplementation(async (id: string) =>
      id === 't-1' ? { appleWallet: true, googleWallet: true } : { appleWallet: false, googleWallet: false },
    );
    renderAt(<CompletedOrderPage redirect={jest.fn()} />, { store: harness.store, path: `${ROUTE}?orderIds=o-1`, route: ROUTE });

    expect(await screen.findByRole('link', { name: 'Manage order A-1001' })).toHaveAttribute('href', '/manage/o-1');
    expect(await screen.findByRole('link', { name: 'Add Adult ticket to Apple Wallet' })).toHaveAttribute('href', '/api/ticket/t-1/pkpass');
    expect(screen.getByRole('link', { name: 'Save Adult ticket to Google Wallet' })).toHaveAttribute('href', '/api/ticket/t-1/gwpass');
    expect(screen.getAllByTestId('wallet-passes')).toHaveLength(1);
  });

  it('hides orders of only donation or ledger groups', async () => {
    await setup({
      orders: [order({ id: 'o-d', orderNumber: 'D-1', kind: 'donation' }), order(), order({ id: 'o-l', orderNumber: 'L-1', kind: 'ledger' })],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(shownNumbers()).toEqual(['A-1001']);
    expect(screen.queryByText(/D-1|L-1/)).not.toBeInTheDocument();
  });

  it('words each order by its kind: tickets, membership, gift codes', async () => {
    await setup({
      orders: [
        order({ ticketCount: 2 }),
        order({ id: 'o-m', orderNumber: 'M-1', kind: 'membership', eventName: 'Annual membership', membership: membershipOf() }),
        order({ id: 'o-g', orderNumber: 'G-1', kind: 'gift', eventName: 'Gift card', ticketCount: 3 }),
      ],
    });
    const tickets = await screen.findByRole('listitem', { name: 'Your tickets' });
    expect(tickets).toHaveTextContent('Museum admission · 2 tickets');
    expect(tickets).toHaveTextContent('Show this QR code at the entrance, on your phone or printed.');
    const membership = screen.getByRole('listitem', { name: 'Your membership' });
    expect(membership).toHaveTextContent('Annual membership · 1 member');
    expect(membership).toHaveTextContent('Your membership is ready to use. Show this QR code at the entrance on your next visit.');
    const gift = screen.getByRole('listitem', { name: 'Your gift codes' });
    expect(gift).toHaveTextContent('Gift card · 3 gift codes');
    expect(gift).toHaveTextContent('Your gift codes are in your confirmation e-mail, ready to pass on.');
  });

  it("says by default that the confirmation was e-mailed to the orders' purchaser, and thanks the buyer", async () => {
    await setup({ orders: [order({ purchaserEmail: 'grace@example.com' })] });
    expect(
      await screen.findByText('Your confirmation has been e-mailed to grace@example.com. Thank you for your purchase!'),
    ).toBeInTheDocument();
  });

  it("fills the seller's {email} placeholder with a guest's purchaser address, found on any of the orders", async () => {
    await setup({
      web: { completed_order_message: 'Tickets sent to {email}. Questions? Reply to {email}.' },
      orders: [order({ purchaserEmail: null }), order({ id: 'o-2', orderNumber: 'A-1002', purchaserEmail: 'grace@example.com' })],
      path: `${ROUTE}?orderIds=o-1,o-2`,
    });
    expect(await screen.findByText('Tickets sent to grace@example.com. Questions? Reply to grace@example.com.')).toBeInTheDocument();
  });

  it("falls back to a signed-in member's address, then to 'you', when the orders carry no e-mail", async () => {
    const { store } = await setup({
      web: { completed_order_message: 'Tickets sent to {email}.' },
      orders: [order({ purchaserEmail: null })],
    });
    expect(await screen.findByText('Tickets sent to you.')).toBeInTheDocument();
    act(() =>
      runInAction(() => {
        store.session.user = user({ email: 'member@example.com' });
        store.session.status = 'member';
      }),
    );
    expect(await screen.findByText('Tickets sent to member@example.com.')).toBeInTheDocument();
  });

  it('sends the visitor to an external completed page with the order ids, without loading the orders', async () => {
    const { api, redirect } = await setup({
      web: { completed_order_url: 'https://tickets.example.com/thanks?utm=x' },
      path: `${ROUTE}?orderIds=o-1,o-2`,
    });
    expect(redirect).toHaveBeenCalledWith('https://tickets.example.com/thanks?utm=x&orderIds=o-1,o-2');
    expect(screen.getByText('Taking you to your order')).toBeInTheDocument();
    expect(api.orders.getOrders).not.toHaveBeenCalled();
  });

  it.each([`${ROUTE}`, `${ROUTE}?orderIds=`, `${ROUTE}?orderIds=,`])('goes to not-found without order ids (%s)', async (path) => {
    const { api } = await setup({ path });
    expect(await screen.findByText('at /404')).toBeInTheDocument();
    expect(api.orders.getOrders).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', new ApiError({ status: 404, code: 'not_found', description: 'We could not find that order.' }), 'We could not find that order.'],
    ['no orders', [], 'We could not find that order.'],
    ['another error', new ApiError({ status: 500, code: 'unexpected' }), 'Oops! Sorry, something went wrong. Please try again.'],
  ])('shows the spec text for %s', async (_, orders, text) => {
    await setup({ orders: orders as ReturnType<typeof order>[] | Error });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('prints the tickets from the button, each with its type, code, session time and admit name', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const tickets = [orderTicket({ admitName: 'Ada Lovelace' }), orderTicket({ id: 't-2', typeName: 'Child', scanCode: 'T-SCAN-2' })];
    await setup({ orders: [order({ tickets, ticketCount: 2 })] });
    const button = await screen.findByRole('button', { name: 'Print your tickets' });
    expect(print).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);

    const printable = screen.getByTestId('printable-tickets');
    expect(within(printable).getByRole('heading', { name: 'Museum admission · Order number A-1001' })).toBeInTheDocument();
    expect(within(printable).getByRole('img', { name: 'QR code for order A-1001' })).toBeInTheDocument();
    const rows = within(printable).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('TicketAdultTicket codeT-SCAN-1Date and timeMon, Nov 23, 2026 at 10:00 AMAdmitAda Lovelace');
    expect(rows[1]).toHaveTextContent('TicketChildTicket codeT-SCAN-2');
    print.mockRestore();
  });

  it("names an order's seats in reading order, and prints each ticket's seat", async () => {
    const tickets = [
      orderTicket({ id: 't-1', seatName: 'Stalls C10' }),
      orderTicket({ id: 't-2', typeName: 'Child', seatName: 'Stalls C2', scanCode: 'T-SCAN-2' }),
    ];
    await setup({ orders: [order({ tickets, ticketCount: 2 }), order({ id: 'o-2', orderNumber: 'A-1002' })], path: `${ROUTE}?orderIds=o-1,o-2` });

    const [seated, unseated] = await screen.findAllByRole('listitem', { name: 'Your tickets' });
    expect(seated).toHaveTextContent('Seats: Stalls C2, Stalls C10');
    expect(unseated).not.toHaveTextContent('Seat');
    const rows = within(screen.getByTestId('printable-tickets')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('TicketAdultTicket codeT-SCAN-1Date and timeMon, Nov 23, 2026 at 10:00 AMSeatStalls C10');
    expect(rows[1]).toHaveTextContent('SeatStalls C2');
    expect(rows[2]).not.toHaveTextContent('Seat');
  });

  it("prints session times in each order's venue zone, not the seller's", async () => {
    // The seller is in New York; the second order's venue is in London.
    await setup({
      orders: [order(), order({ id: 'o-2', orderNumber: 'A-1002', eventName: 'London walk', timezone: 'Europe/London' })],
      path: `${ROUTE}?orderIds=o-1,o-2`,
    });
    const printable = await screen.findByTestId('printable-tickets');
    const times = within(printable)
      .getAllByText('Date and time')
      .map((term) => term.nextElementSibling?.textContent);
    expect(times).toEqual(['Mon, Nov 23, 2026 at 10:00 AM', 'Mon, Nov 23, 2026 at 3:00 PM']);
  });

  it("shows the seller's links and image, with the mobile image below 26em", async () => {
    await setup({
      web: {
        completed_order_links: [{ text: 'Plan your visit', url: 'https://example.com/visit' }],
        completed_image: '/img/thanks.jpg',
        completed_mobile_image: '/img/thanks-small.jpg',
        completed_image_alternate_text: 'Visitors in the main hall',
      },
    });
    expect(await screen.findByRole('link', { name: 'Plan your visit' })).toHaveAttribute('href', 'https://example.com/visit');
    const image = screen.getByRole('img', { name: 'Visitors in the main hall' });
    expect(image).toHaveAttribute('src', '/img/thanks.jpg');
    const source = image.parentElement?.querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 26em)');
    expect(source).toHaveAttribute('srcset', '/img/thanks-small.jpg');
  });

  it('sends one purchase event per order (donations too) when a container id is configured', async () => {
    await setup({
      web: { analytics_container_id: 'GTM-1' },
      orders: [order({ totalMinor: 5000, ticketCount: 2 }), order({ id: 'o-d', orderNumber: 'D-1', kind: 'donation', totalMinor: 1000, ticketCount: 1 })],
    });
    await screen.findByRole('heading', { level: 1 });
    const layer = (window as DataLayerHost).dataLayer ?? [];
    expect(layer.filter((e) => (e as { event?: string }).event === 'purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'A-1001',
          currency: 'USD',
          value: 50,
          items: [{ item_id: 'ev-1', item_name: 'Museum admission', item_category: 'tickets', price: 25, quantity: 2 }],
        },
      },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'D-1',
          currency: 'USD',
          value: 10,
          items: [{ item_id: 'ev-1', item_name: 'Museum admission', item_category: 'donation', price: 10, quantity: 1 }],
        },
      },
    ]);
  });

  it('sends no purchase event without a container id', async () => {
    await setup();
    await screen.findByRole('heading', { level: 1 });
    expect((window as DataLayerHost).dataLayer).toBeUndefined();
  });
});
