import { formatDate, toVenueDate, type Instant } from '@storefront/shared';

const DAY_MS = 86_400_000;

/** Whole calendar days from one venue-local date ('YYYY-MM-DD') to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Spec 03 §4 Renewal: a membership's term in 'expires in' versus 'expired' words, counted in
 * the seller's calendar days: 'Expires in 245 days', 'Expires in 1 day', 'Expires today', or
 * 'Expired on Tue, Dec 1, 2026' once it has ended. Used by the details modal, /my/membership
 * and the membership form's previous-membership line alike.
 */
export function expiryWording(validTo: Instant, timezone: string, now: Instant = Date.now()): string {
  if (new Date(validTo).getTime() <= new Date(now).getTime()) return `Expired on ${formatDate(validTo, timezone)}`;
  const days = daysBetween(toVenueDate(now, timezone), toVenueDate(validTo, timezone));
  if (days <= 0) return 'Expires today';
  return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}
