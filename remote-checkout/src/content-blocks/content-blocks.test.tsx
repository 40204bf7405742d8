import { screen } from '@testing-library/react';
import type { ApiSellerConfig } from '@storefront/shared';
import { user as userOf } from '@storefront/shared/testing';
import { renderAt, storeWithCart } from '../testing/render-with-cart';
import { blocksFor, routeName } from './content-blocks';
import { ContentBlocks } from './content-blocks-view';

const content_blocks: ApiSellerConfig['web']['content_blocks'] = [
  { route: 'event', roles: ['anonymous'], title: 'Members save 20%', body: 'Join today.' },
  { route: 'event', roles: ['member'], title: 'Welcome back', body: 'Your discount applies at checkout.' },
  { route: 'checkout', roles: ['anonymous', 'member'], title: 'Need help?', body: 'Call us.' },
];

describe('ContentBlocks', () => {
  it('shows the blocks of the current route for an anonymous visitor', async () => {
    const { store } = await storeWithCart(null, { content_blocks });
    renderAt(<ContentBlocks />, { store, path: '/events/ev-1' });
    expect(screen.getByText('Members save 20%')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
    expect(screen.queryByText('Need help?')).not.toBeInTheDocument();
  });

  it('shows the member blocks to a signed-in visitor', async () => {
    const { store, api } = await storeWithCart(null, { content_blocks });
    api.identity.getUser.mockResolvedValue(userOf());
    await store.session.load();
    renderAt(<ContentBlocks />, { store, path: '/events/ev-1' });
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(screen.queryByText('Members save 20%')).not.toBeInTheDocument();
  });

  it('renders markup as text', async () => {
    const { store } = await storeWithCart(null, { content_blocks: [{ route: 'events', roles: ['anonymous'], title: '<b>Hi</b>' }] });
    renderAt(<ContentBlocks />, { store, path: '/events' });
    expect(screen.getByText('<b>Hi</b>')).toBeInTheDocument();
  });

  it('keeps the blocks of a route for a role', () => {
    const blocks = [{ route: 'events', roles: ['anonymous' as const], title: 'Hi', body: '' }];
    expect(blocksFor(blocks, 'events', 'anonymous')).toEqual(blocks);
    expect(blocksFor(blocks, 'events', 'member')).toEqual([]);
    expect(blocksFor(blocks, 'event', 'anonymous')).toEqual([]);
  });

  it('names routes as the seller setting does', () => {
    expect(routeName('/events')).toBe('events');
    expect(routeName('/events/ev-1')).toBe('event');
    expect(routeName('/checkout')).toBe('checkout');
    expect(routeName('/checkout/complete')).toBe('complete');
    expect(routeName('/manage/o-1/reschedule')).toBe('reschedule');
  });
});
