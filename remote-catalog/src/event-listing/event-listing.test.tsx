import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { EXPRESS_CHECKOUT_STORAGE_KEY } from './express-checkout';
import { cartItem, eventSummary, flush, listing, member, renderListing } from './listing-test-helpers';

const where = () => screen.getByTestId('where').textContent;
const lastQuery = (mock: jest.Mock) => mock.mock.calls.at(-1)?.[0];
const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('EventListing', () => {
  it('shows the cards, each linking to its event, and the page title', async () => {
    await renderListing();
    const link = await screen.findByRole('link', { name: 'Get tickets for Museum admission' });
    expect(link).toHaveAttribute('href', '/events/ev-1');
    expect(screen.getByRole('heading', { name: 'Museum admission' })).toBeInTheDocument();
    expect(screen.getByText('Timed entry')).toBeInTheDocument();
    expect(screen.getByText('Main building')).toBeInTheDocument();
    expect(document.title).toBe('Events | City Museum of Art');
  });

  it('shows the loading state while the listing loads', async () => {
    await renderListing({ answer: () => new Promise<never>(() => {}) as never });
    expect(screen.getByText('Loading events')).toBeInTheDocument();
  });

  it('shows an error from the listing call', async () => {
    await renderListing({
      answer: () => {
        throw new ApiError({ status: 503, code: 'busy', context: '', description: 'The platform is busy.', extra: {} });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The platform is busy.');
  });

  it('reads the filters from the address into the listing call', async () => {
    const { listAvailableEvents } = await renderListing({
      path: '/events?category=Tours&time.start=09:00&time.end=12:00&audience=Families',
      answer: listing({ metadata: { audience: ['Families', 'Adults'] } }),
    });
    await screen.findByRole('link', { name: /Get tickets/ });
    expect(lastQuery(listAvailableEvents)).toEqual({
      sellerId: 'seller-1',
      category: 'Tours',
      timeStart: '09:00',
      timeEnd: '12:00',
      metadata: { audience: 'Families' },
    });
  });

  it('narrows metadata filters to the facet keys and reloads without the others', async () => {
    const { listAvailableEvents } = await renderListing({
      path: '/events?utm_source=mail&audience=Families',
      answer: listing({ metadata: { audience: ['Families'] } }),
    });
    await waitFor(() => expect(lastQuery(listAvailableEvents)).toEqual({ sellerId: 'seller-1', metadata: { audience: 'Families' } }));
    expect(where()).toBe('/events?utm_source=mail&audience=Families');
  });

  it('a category button updates the address, keeping other parameters, and reloads', async () => {
    const { listAvailableEvents } = await renderListing({ path: '/events?utm_source=mail' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tours' }));
    expect(where()).toBe('/events?utm_source=mail&category=Tours');
    expect(screen.getByRole('button', { name: 'Tours' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group('Category')).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastQuery(listAvailableEvents)).toMatchObject({ category: 'Tours' }));
    await userEvent.click(within(group('Category')).getByRole('button', { name: 'All' }));
    expect(where()).toBe('/events?utm_source=mail');
  });

  it('the date buttons ask for the seller-zone day', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T01:30:00.000Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      const { listAvailableEvents } = await renderListing();
      fireEvent.click(await within(group('Date')).findByRole('button', { name: 'Tomorrow' }));
      expect(where()).toBe('/events?date=tomorrow');
      expect(within(group('Date')).getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() =>
        expect(lastQuery(listAvailableEvents)).toEqual({
          sellerId: 'seller-1',
          sessionFrom: '2026-11-23T05:00:00.000Z',
          sessionTo: '2026-11-24T05:00:00.000Z',
        }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('the time inputs set time.start and time.end, and clearing one removes it', async () => {
    await renderListing({ path: '/events?time.end=17:00' });
    const from = await screen.findByLabelText('From');
    expect(screen.getByLabelText('To')).toHaveValue('17:00');
    fireEvent.change(from, { target: { value: '10:30' } });
    expect(where()).toBe('/events?time.end=17%3A00&time.start=10%3A30');
    await flush();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(where()).toBe('/events?time.start=10%3A30');
    await flush();
  });

  it('a metadata filter sets its own key and See all resets it', async () => {
    await renderListing({ answer: listing({ metadata: { age_group: ['Kids', 'Adults'] } }) });
    const ages = await screen.findByRole('group', { name: 'Age group' });
    await userEvent.click(within(ages).getByRole('button', { name: 'Kids' }));
    expect(where()).toBe('/events?age_group=Kids');
    expect(within(ages).getByRole('button', { name: 'See all' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(ages).getByRole('button', { name: 'See all' }));
    expect(where()).toBe('/events');
  });

  it('shows the no-results message and Clear filters removes every filter', async () => {
    await renderListing({
      path: '/events?category=Tours&date=today&time.start=09:00&age=Kids&utm_source=mail',
      answer: listing({ events: [], metadata: { age: ['Kids'] } }),
    });
    expect(await screen.findByText('We could not find any events that match your filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(where()).toBe('/events?utm_source=mail');
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toHaveFocus();
  });

  it('offers no Clear filters button when no filter is set', async () => {
    await renderListing({ answer: listing({ events: [] }) });
    expect(screen.getByText('We could not find any events that match your filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('hides events that require an anchor while no anchor is in the cart', async () => {
    const answer = listing({ events: [eventSummary(), eventSummary({ id: 'ev-2', name: 'Audio guide', isAnchor: false, requiresAnchor: true })] });
    await renderListing({ answer });
    await screen.findByRole('link', { name: 'Get tickets for Museum admission' });
    expect(screen.queryByRole('link', { name: 'Get tickets for Audio guide' })).not.toBeInTheDocument();
  });

  it('shows them, with the upsell prompt and a way to checkout, once an anchor is in the cart', async () => {
    const answer = listing({ events: [eventSummary(), eventSummary({ id: 'ev-2', name: 'Audio guide', isAnchor: false, requiresAnchor: true })] });
    await renderListing({ answer, cartItems: [cartItem()] });
    expect(await screen.findByRole('link', { name: 'Get tickets for Audio guide' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What other experiences would you like to add?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows no upsell prompt with an empty cart', async () => {
    await renderListing();
    await screen.findByRole('link', { name: /Get tickets/ });
    expect(screen.queryByText('What other experiences would you like to add?')).not.toBeInTheDocument();
  });

  it('asks for members-only events for a current member', async () => {
    const { listAvailableEvents } = await renderListing({ user: member() });
    await screen.findByRole('link', { name: /Get tickets/ });
    expect(lastQuery(listAvailableEvents)).toEqual({ sellerId: 'seller-1', withMemberEvents: true });
  });

  it('expresscheckout is stripped from the address and remembered for the session', async () => {
    await renderListing({ path: '/events?expresscheckout=1&category=Tours' });
    await waitFor(() => expect(where()).toBe('/events?category=Tours'));
    expect(window.sessionStorage.getItem(EXPRESS_CHECKOUT_STORAGE_KEY)).toBe('true');
  });

  it('expresscheckout=false forgets the remembered flag', async () => {
    window.sessionStorage.setItem(EXPRESS_CHECKOUT_STORAGE_KEY, 'true');
    await renderListing({ path: '/events?expresscheckout=false', cartItems: [cartItem()] });
    await waitFor(() => expect(where()).toBe('/events'));
    expect(window.sessionStorage.getItem(EXPRESS_CHECKOUT_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('What other experiences would you like to add?')).toBeInTheDocument();
  });

  it('expresscheckout with items in the cart goes to /checkout without the upsells', async () => {
    await renderListing({ path: '/events?expresscheckout=true', cartItems: [cartItem()] });
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(where()).toBe('/checkout');
  });

  it('a later visit in the same session redirects while the cart has items', async () => {
    window.sessionStorage.setItem(EXPRESS_CHECKOUT_STORAGE_KEY, 'true');
    await renderListing({ cartItems: [cartItem()] });
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
  });

  it('with the flag remembered and an empty cart the listing shows', async () => {
    window.sessionStorage.setItem(EXPRESS_CHECKOUT_STORAGE_KEY, 'true');
    await renderListing();
    expect(await screen.findByRole('link', { name: /Get tickets/ })).toBeInTheDocument();
    expect(where()).toBe('/events');
  });
});
