import { autorun } from 'mobx';
import { EventListingStore } from './listing-store';

const answer = { events: [], categories: ['Tours'], metadata: { audience: ['Families'] } };

describe('EventListingStore', () => {
  it('gives the events only for the filters they were loaded for, and keeps the facets', async () => {
    const store = new EventListingStore();
    await store.load('a', async () => answer);
    expect(store.eventsFor('a')).toEqual([]);
    expect(store.eventsFor('b')).toBeNull();
    expect(store.facets).toEqual({ categories: ['Tours'], metadata: { audience: ['Families'] } });
    expect(store.metadataKeys).toEqual(['audience']);
  });

  it('lets a view that reads eventsFor follow a new load', async () => {
    const store = new EventListingStore();
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(store.eventsFor('a')));
    await store.load('a', async () => answer);
    stop();
    expect(seen).toEqual([null, null, []]);
  });
});
