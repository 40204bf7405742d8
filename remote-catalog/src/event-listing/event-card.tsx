import { Link } from 'react-router';
import { IMAGE_SIZES, SizedImage, advertisedPrice, formatMoney, type EventSummary } from '@storefront/shared';

/** 'From $12.00' (with the cheapest ticket's fees when advertised, spec 01 §9); 'Free' when that shows 0. */
function fromPriceText(event: EventSummary, currency: string, includeFees: boolean): string | null {
  if (event.fromPriceMinor === null) return null;
  const shown = advertisedPrice(event.fromPriceMinor, event.fromFeesMinor, includeFees);
  return shown === 0 ? formatMoney(0, currency) : `From ${formatMoney(shown, currency)}`;
}

export interface EventCardProps {
  event: EventSummary;
  currency: string;
  /** The seller advertises prices including outside fees. */
  includeFees?: boolean;
  /** 'eager' for the cards in the first screenful; the rest load as they near the viewport. */
  imageLoading?: 'eager' | 'lazy';
}

/** Listing card: image, title, subtitle, summary, venue and a button to the event (spec 01 §2). */
export function EventCard({ event, currency, includeFees = false, imageLoading = 'lazy' }: EventCardProps) {
  const titleId = `cat-card-${event.id}`;
  const price = fromPriceText(event, currency, includeFees);
  return (
    <article className="cat-card" aria-labelledby={titleId}>
      {event.imageUrl && (
        <SizedImage
          className="cat-card__image"
          url={event.imageUrl}
          size={IMAGE_SIZES.teaser}
          alt={event.imageAlt}
          loading={imageLoading}
          decoding="async"
        />
      )}
      <div className="cat-card__body">
        <h2 id={titleId} className="cat-card__title">
          {event.name}
        </h2>
        {event.subtitle && <p className="cat-card__subtitle">{event.subtitle}</p>}
        {event.summary && <p className="cat-card__summary">{event.summary}</p>}
        {event.venueName && <p className="cat-card__venue">{event.venueName}</p>}
        {price && <p className="cat-card__price">{price}</p>}
        <Link className="sf-button sf-button--primary cat-card__cta" to={`/events/${event.id}`}>
          Get tickets<span className="sf-visually-hidden"> for {event.name}</span>
        </Link>
      </div>
    </article>
  );
}
