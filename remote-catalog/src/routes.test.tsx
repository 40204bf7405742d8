import { RootStore } from '@storefront/shared';
import { createTestStore } from '@storefront/shared/testing';
import { routeChunks } from './routes';

describe('routeChunks', () => {
  it('names the screen chunk of each catalog route, for the storefront server to preload', () => {
    const store: RootStore = createTestStore({});
    const chunks = (pathname: string) => routeChunks({ pathname, store });
    expect(chunks('/events')).toEqual(['event-listing']);
    expect(chunks('/events/42')).toEqual(['event-page']);
    expect(chunks('/events/42/calendar')).toEqual(['event-page']);
    expect(chunks('/nowhere')).toEqual([]);
  });
});
