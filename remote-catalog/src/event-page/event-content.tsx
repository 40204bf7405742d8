import type { EventDetail } from '@storefront/shared';

/** Heading, cover image, subtitle, summary, description and venue (spec 01 §2). */
export function EventContent({ event }: { event: EventDetail }) {
  return (
    <header className="cat-event__header">
      {event.imageUrl && <img className="cat-event__cover" src={event.imageUrl} alt={event.imageAlt} width={1500} />}
      <h1 className="cat-event__title">{event.name}</h1>
      {event.subtitle && <p className="cat-event__subtitle">{event.subtitle}</p>}
      {event.venueName && <p className="cat-event__venue">{event.venueName}</p>}
      {event.summary && <p className="cat-event__summary">{event.summary}</p>}
      {event.description && <p className="cat-event__description">{event.description}</p>}
    </header>
  );
}
