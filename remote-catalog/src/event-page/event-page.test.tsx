import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, EventNotFoundError, SellerConfigStore, StoreProvider, type EventDetail } from '@storefront/shared';
import { createTestStore, testPageConfig } from '@storefront/shared/testing';
import { EventPage, ticketGroupIdsFrom } from './event-page';
import { pageTitleFor } from './page-title';
import { BackButton } from './mobile-chrome';
import { renderWithStore, type RenderOptions } from '../event-panel/test-render';
import { testEvent } from '../event-panel/test-fixtures';
import { addToUpsellsChain, upsellsChainOf } from '../upsells/upsell-chain';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('../event-panel/event-panel', () => ({ EventPanel: () => <p>reservation panel</p> }));

function renderAt(getEvent: jest.Mock) {
  const store = createTestStore({ events: { getEvent } });
  render(
    <MemoryRouter initialEntries={['/events/nope']}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/events/:eventId" element={<EventPage />} />
          <Route path="/404" element={<p>not found page</p>} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
}

async function renderEvent(event: EventDetail, o: RenderOptions = {}) {
  const getEvent = jest.fn().mockResolvedValue(event);
  const utils = await renderWithStore(<EventPage />, {
    at: `/events/${event.id}`,
    path: '/events/:eventId/:action?',
    ...o,
    api: { ...o.api, events: { getEvent } },
  });
  await screen.findByRole('heading', { level: 1 });
  return { getEvent, ...utils };
}

const long = 'x'.repeat(120) + 'ABCDEFGHIJ' + 'tail of the description';

describe('EventPage', () => {
  it('replaces the address with the 404 route when the event does not exist', async () => {
    renderAt(jest.fn().mockRejectedValue(new EventNotFoundError('nope')));
    expect(await screen.findByText('not found page')).toBeInTheDocument();
  });

  it('shows an unexpected error with a Continue link home', async () => {
    renderAt(
      jest.fn().mockRejectedValue(new ApiError({ status: 503, code: 'busy', context: '', description: 'The platform is busy.', extra: {} })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The platform is busy.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  });

  it('passes the tg comma list to the event call', async () => {
    const { getEvent } = await renderEvent(testEvent(), { at: '/events/ev-1?tg=tg-1,%20tg-link' });
    expect(getEvent).toHaveBeenCalledWith('ev-1', { ticketGroupIds: ['tg-1', 'tg-link'] });
    expect(ticketGroupIdsFrom(null)).toBeUndefined();
  });

  it('remembers expresscheckout and strips it from the address, keeping the other parameters', async () => {
    window.sessionStorage.clear();
    const { getEvent } = await renderEvent(testEvent(), { at: '/events/ev-1?expresscheckout=true&tg=tg-1' });
    expect(window.sessionStorage.getItem('storefront.expresscheckout')).toBe('true');
    // The event is asked once with the tg filter: stripping the flag does not drop the other parameters.
    expect(getEvent).toHaveBeenLastCalledWith('ev-1', { ticketGroupIds: ['tg-1'] });
    window.sessionStorage.clear();
  });

  it('shows heading, subtitle, venue, summary, description and the panel', async () => {
    await renderEvent(testEvent());
    expect(screen.getByRole('heading', { level: 1, name: 'Museum admission' })).toBeInTheDocument();
    expect(screen.getByText('Timed entry')).toBeInTheDocument();
    expect(screen.getByText('Main building')).toBeInTheDocument();
    expect(screen.getByText('See the collection')).toBeInTheDocument();
    expect(screen.getByText('A short description.')).toBeInTheDocument();
    expect(screen.getByText('reservation panel')).toBeInTheDocument();
  });

  it('shows the cover image with its alt text, else the profile image', async () => {
    const { unmount } = await renderEvent(testEvent({ coverImageUrl: 'https://img/cover.jpg', coverImageAlt: 'The facade' }));
    expect(screen.getByRole('img', { name: 'The facade' })).toHaveAttribute('src', 'https://img/cover.jpg');
    unmount();
    await renderEvent(testEvent());
    expect(screen.getByRole('img', { name: 'The hall' })).toHaveAttribute('src', 'https://img/profile.jpg');
  });

  it('reserves the cover box (1500 by 750) and fetches it first, never lazily', async () => {
    await renderEvent(testEvent({ coverImageUrl: '/api/images/zoo-day.svg', coverImageAlt: 'The facade' }));
    const cover = screen.getByRole('img', { name: 'The facade' });
    expect(cover).toHaveAttribute('width', '1500');
    expect(cover).toHaveAttribute('height', '750');
    expect(cover).toHaveAttribute('src', '/api/images/zoo-day.svg?width=1500&height=750');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).not.toHaveAttribute('loading');
  });

  it('hides the venue name when the seller turns it off', async () => {
    await renderEvent(testEvent(), { web: { show_venue_name: false } });
    expect(screen.queryByText('Main building')).not.toBeInTheDocument();
  });

  it('hide_event_details hides description and summary', async () => {
    await renderEvent(testEvent({ hideEventDetails: true }));
    expect(screen.queryByText('See the collection')).not.toBeInTheDocument();
    expect(screen.queryByText('A short description.')).not.toBeInTheDocument();
  });

  it('keeps a description of 128 characters whole, without More', async () => {
    await renderEvent(testEvent({ description: 'y'.repeat(128) }));
    expect(screen.getByText('y'.repeat(128))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('truncates a longer description at 128 characters and More opens it whole in a modal', async () => {
    await renderEvent(testEvent({ description: long }));
    expect(screen.getByText(`${long.slice(0, 128)}…`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const dialog = screen.getByRole('dialog', { name: 'About this event' });
    expect(within(dialog).getByText(long)).toBeInTheDocument();
  });

  it.each([
    ['gift_card', 'About gift cards'],
    ['donation', 'About donations'],
    ['membership', 'About this membership'],
  ] as const)('the More modal of a %s event is headed "%s"', async (eventType, heading) => {
    await renderEvent(testEvent({ eventType, description: long }));
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: heading })).toBeInTheDocument();
  });

  it("heads the More modal of the seller's configured membership event as a membership", async () => {
    await renderEvent(testEvent({ id: 'ev-m', description: long }), { web: { membership_event_id: 'ev-m' } });
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'About this membership' })).toBeInTheDocument();
  });

  it('shows the sidebar promo', async () => {
    await renderEvent(testEvent(), { web: { sidebar_promo: { title: 'Visit the café', body: 'Open daily.', link_text: 'Menu', link_url: '/cafe' } } });
    expect(screen.getByRole('heading', { name: 'Visit the café' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/cafe');
  });

  const membershipPromo = { membership_promo: { title: 'Members go free', body: 'Join today.' } };

  it('shows the membership promo to a guest, linking to /membership', async () => {
    await renderEvent(testEvent(), { web: membershipPromo });
    expect(screen.getByRole('heading', { name: 'Members go free' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/membership');
  });

  it('hides the membership promo for current members', async () => {
    await renderEvent(testEvent(), { web: membershipPromo, membership: 'current' });
    expect(screen.queryByRole('heading', { name: 'Members go free' })).not.toBeInTheDocument();
  });

  it('hides the membership promo on the membership event page', async () => {
    await renderEvent(testEvent({ eventType: 'membership' }), { web: membershipPromo });
    expect(screen.queryByRole('heading', { name: 'Members go free' })).not.toBeInTheDocument();
  });

  it("hides the membership promo on the seller's configured membership event page", async () => {
    await renderEvent(testEvent({ id: 'ev-m' }), { web: { ...membershipPromo, membership_event_id: 'ev-m' } });
    expect(screen.queryByRole('heading', { name: 'Members go free' })).not.toBeInTheDocument();
    expect(document.title).toBe('Membership | City Museum of Art');
  });

  it('sets the document title and keeps the event name as h1', async () => {
    await renderEvent(testEvent({ isAnchor: true }));
    expect(document.title).toBe('Admission | City Museum of Art');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Museum admission');
  });

  it('titles the membership gift route', async () => {
    await renderEvent(testEvent({ eventType: 'membership' }), { at: '/events/ev-1/gift' });
    expect(document.title).toBe('Gift a Membership | City Museum of Art');
  });

  it('mobile footer shows the cart count and total, and Reserve focuses the panel', async () => {
    await renderEvent(testEvent({ isAnchor: true }), { cartItems: [{ ticketIds: ['t-1', 't-2'] }], cartTotalMinor: 5000 });
    expect(screen.getByRole('link', { name: '2 tickets $50.00' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByRole('link', { name: 'Skip to checkout' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(screen.getByRole('region', { name: 'Get tickets' })).toHaveFocus();
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('Reserve scrolls to the panel smoothly unless the device asks for reduced motion (%s)', async (reduce, behavior) => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = jest.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    try {
      await renderEvent(testEvent({ isAnchor: true }));
      await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior, block: 'start' });
    } finally {
      // jsdom has neither: leave it as the other tests know it.
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('clears the upsells chain on leaving the event screen', async () => {
    const { store, unmount } = await renderEvent(testEvent(), { cartItems: [{ isAnchor: true }] });
    act(() => addToUpsellsChain(store.cart, 'ev-0'));
    expect(upsellsChainOf(store.cart)).toEqual(['ev-0']);
    unmount();
    expect(upsellsChainOf(store.cart)).toEqual([]);
  });

  it('offers a skip link in upsell mode', async () => {
    await renderEvent(testEvent(), { cartItems: [{ isAnchor: true }] });
    expect(screen.getByRole('link', { name: 'Skip to checkout' })).toHaveAttribute('href', '/checkout');
  });
});

describe('pageTitleFor', () => {
  const config = new SellerConfigStore({ ...testPageConfig, seller: { ...testPageConfig.seller, web: { membership_event_id: 'ev-m' } } });
  it.each([
    ['anchor', testEvent({ isAnchor: true, eventType: 'membership' }), undefined, 'Admission'],
    ['gift card', testEvent({ eventType: 'gift_card' }), undefined, 'Gift Cards'],
    ['donation', testEvent({ eventType: 'donation' }), undefined, 'Donate'],
    ['membership gift', testEvent({ eventType: 'membership' }), 'gift', 'Gift a Membership'],
    ['membership renew', testEvent({ eventType: 'membership' }), 'renew', 'Renew Membership'],
    ['membership', testEvent({ eventType: 'membership' }), undefined, 'Membership'],
    ['configured membership event', testEvent({ id: 'ev-m' }), undefined, 'Membership'],
    ['other', testEvent({ name: 'Night tour' }), 'gift', 'Night tour'],
  ])('%s', (_, event, action, title) => {
    expect(pageTitleFor(event, action, config.isMembershipEvent(event))).toBe(title);
  });
});

describe('BackButton', () => {
  it('fades out past the 100 px scroll threshold', () => {
    render(
      <MemoryRouter>
        <BackButton />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to events' });
    expect(link).not.toHaveClass('cat-back--faded');
    act(() => {
      window.scrollY = 100;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(link).not.toHaveClass('cat-back--faded');
    act(() => {
      window.scrollY = 101;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(link).toHaveClass('cat-back--faded');
    expect(link).toHaveAttribute('tabindex', '-1');
  });

  it('hydrates as the server sent it on a page already scrolled, then fades', async () => {
    const tree = (
      <MemoryRouter>
        <BackButton />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    window.scrollY = 500;
    const mismatches: unknown[] = [];
    try {
      await act(async () => {
        hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
      });
      expect(mismatches).toEqual([]);
      expect(container.querySelector('a.cat-back')).toHaveClass('cat-back--faded');
    } finally {
      window.scrollY = 0;
      container.remove();
    }
  });
});
