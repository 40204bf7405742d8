import { Link } from 'react-router';
import { formatMoney, type EventSummary } from '@storefront/shared';

/** Listing card: image, title, subtitle, summary, venue and a button to the event (spec 01 §2). */
export function EventCard({ event, currency }: { event: EventSummary; currency: string }) {
  const titleId = `cat-card-${event.id}`;
  return (
    <article className="cat-card" aria-labelledby={titleId}>
      {event.imageUrl && (
        <img className="cat-card__image" src={event.imageUrl} alt={event.imageAlt} width={272} height={216} />
      )}
      <div className="cat-card__body">
        <h2 id={titleId} className="cat-card__title">
          {event.name}
        </h2>
        {event.subtitle && <p className="cat-card__subtitle">{event.subtitle}</p>}
        {event.summary && <p className="cat-card__summary">{event.summary}</p>}
        {event.venueName && <p className="cat-card__venue">{event.venueName}</p>}
        {event.fromPriceMinor !== null && (
          <p className="cat-card__price">
            {event.fromPriceMinor === 0 ? 'Free' : `From ${formatMoney(event.fromPriceMinor, currency)}`}
          </p>
        )}
        <Link className="sf-button sf-button--primary cat-card__cta" to={`/events/${event.id}`}>
          Get tickets<span className="sf-visually-hidden"> for {event.name}</span>
        </Link>
      </div>
    </article>
  );
}
