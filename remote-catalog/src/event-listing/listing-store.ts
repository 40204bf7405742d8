import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Loadable, type EventListing } from '@storefront/shared';

/** The filter values the listing offers; the same whatever the filters (spec 01 §2). */
export interface ListingFacets {
  categories: string[];
  metadata: Record<string, string[]>;
}

/**
 * The listing screen's data: the events of the latest load (tagged with the filters they
 * were loaded for) and the facets of the last answer, kept while a new filter loads so the
 * filter controls stay in place.
 */
export class EventListingStore {
  readonly listing: Loadable<{ key: string; value: EventListing }> = new Loadable();
  facets: ListingFacets | null = null;

  /** `sent`: the listing the server rendered the page with (ADR 0017). */
  constructor(sent?: { key: string; value: EventListing }) {
    if (sent) {
      this.listing = new Loadable({ value: sent });
      this.facets = { categories: sent.value.categories, metadata: sent.value.metadata };
    }
    // eventsFor is a view read during render: a plain method, so the reads are tracked (actions are untracked).
    makeAutoObservable(this, { listing: false, facets: observableRef, eventsFor: false }, { autoBind: true });
  }

  /** Loads the listing for the filters named by `key`. */
  load(key: string, fetch: () => Promise<EventListing>): Promise<void> {
    return this.listing.load(async () => {
      const value = await fetch();
      runInAction(() => {
        this.facets = { categories: value.categories, metadata: value.metadata };
      });
      return { key, value };
    });
  }

  /** The events loaded for `key`; null while they load or after a failure. */
  eventsFor(key: string): EventListing['events'] | null {
    const { state } = this.listing;
    return state.status === 'ready' && state.value.key === key ? state.value.value.events : null;
  }

  /** The metadata keys of the facets; undefined until the first answer. */
  get metadataKeys(): string[] | undefined {
    return this.facets ? Object.keys(this.facets.metadata) : undefined;
  }
}
