import { preload } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { IMAGE_SIZES, SizedImage, imageRequestUrl, useStores, type EventDetail } from '@storefront/shared';
import { EventDescription } from './event-description';

/**
 * Heading, cover image (falling back to the profile image), subtitle, venue name when the
 * seller shows it, summary and description unless `hide_event_details` (spec 01 §2).
 */
export const EventContent = observer(function EventContent({ event }: { event: EventDetail }) {
  const { config } = useStores();
    const image = event.coverImageUrl
    ? { url: event.coverImageUrl, alt: event.coverImageAlt }
    : event.imageUrl
      ? { url: event.imageUrl, alt: event.imageAlt }
      : null;
  // The page's largest content: a preload hint React sends ahead of the markup when the
  // server renders the page (ADR 0017), so the image is asked for first.
  if (image) preload(imageRequestUrl(image.url, IMAGE_SIZES.cover), { as: 'image', fetchPriority: 'high' });
  return (
    <header className="cat-event__header">
      {/* The page's largest content: fetched first, never lazily. */}
      {image && <SizedImage className="cat-event__cover" url={image.url} size={IMAGE_SIZES.cover} alt={image.alt} fetchPriority="high" />}
      <h1 className="cat-event__title">{event.name}</h1>
      {event.subtitle && <p className="cat-event__subtitle">{event.subtitle}</p>}
      {config.settings.showVenueName && event.venueName && <p className="cat-event__venue">{event.venueName}</p>}
      {!event.hideEventDetails && event.summary && <p className="cat-event__summary">{event.summary}</p>}
      {!event.hideEventDetails && event.description && (
        <EventDescription event={event} text={event.description} isMembership={config.isMembershipEvent(event)} />
      )}
    </header>
  );
});
