import { Alert, Button, Loading, errorMessage, type ApiError, type EventSummary } from '@storefront/shared';
import { EventCard } from './event-card';

export const NO_RESULTS_MESSAGE = 'We could not find any events that match your filters.';

/** Cards whose image loads at once: the first row at the widest layout (four 272 px columns). */
export const EAGER_TEASERS = 4;

export interface ListingResultsProps {
  /** null while loading. */
  events: EventSummary[] | null;
  error: ApiError | null;
  currency: string;
  /** The seller advertises prices including outside fees (spec 01 §9). */
  includeFees?: boolean;
  /** Whether any filter is set: offers Clear filters with the no-results message. */
  filtered: boolean;
  onClearFilters(): void;
}

/** The cards, or loading, an error, or the no-results message (spec 01 §2). */
export function ListingResults({ events, error, currency, includeFees, filtered, onClearFilters }: ListingResultsProps) {
  if (error) return <Alert kind="error">{errorMessage(error)}</Alert>;
  if (!events) return <Loading label="Loading events" />;
  return (
    <>
      <p className="sf-visually-hidden" role="status">
        {events.length === 1 ? '1 event' : `${events.length} events`}
      </p>
      {events.length === 0 ? (
        <div className="cat-listing__empty">
          <p>{NO_RESULTS_MESSAGE}</p>
          {filtered && (
            <Button variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <ul className="cat-listing__grid">
          {events.map((event, index) => (
            <li key={event.id}>
              <EventCard
                event={event}
                currency={currency}
                includeFees={includeFees}
                imageLoading={index < EAGER_TEASERS ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
