/**
 * The cart timer's view-model (spec 01 §4 "Expiry timer display", §9): when the timer shows,
 * its tone and what a screen reader hears, all from the cart's `secondsLeft` and `expired`.
 */

/** Spec 01 §9: the timer shows only under 20 minutes. */
export const TIMER_VISIBLE_BELOW_SECONDS = 20 * 60;
/** Spec 01 §4: 'info' above 300 s, 'warning' down to 120 s, 'error' below. */
export const TIMER_WARNING_SECONDS = 300;
export const TIMER_ERROR_BELOW_SECONDS = 120;
/** Spec 01 §9: screen-reader announcements when these many seconds are left. */
export const TIMER_ANNOUNCE_SECONDS = [300, 120, 30] as const;

export type TimerLevel = 'info' | 'warning' | 'error';
export type AnnouncementThreshold = (typeof TIMER_ANNOUNCE_SECONDS)[number];

/** What a screen reader hears when a threshold is crossed. */
export const TIMER_ANNOUNCEMENTS: Record<AnnouncementThreshold, string> = {
  300: 'Your cart will expire in 5 minutes.',
  120: 'Your cart will expire in 2 minutes.',
  30: 'Your cart will expire in 30 seconds.',
};

/** The cart's countdown as the timer reads it (the cart store's getters). */
export interface CartCountdown {
  /** Whole seconds left; null without a timed cart. */
  secondsLeft: number | null;
  /** The local expiry passed, or the server said the cart expired. */
  expired: boolean;
}

/** Spec 01 §4: the timer shows only under 20 minutes (and not once expired). */
export function timerVisible({ secondsLeft, expired }: CartCountdown): boolean {
  return secondsLeft !== null && secondsLeft < TIMER_VISIBLE_BELOW_SECONDS && !expired;
}

/** 'info' above 300 s, 'warning' from 300 down to 120 s, 'error' below 120 s; null without a timer. */
export function timerLevel(secondsLeft: number | null): TimerLevel | null {
  if (secondsLeft === null) return null;
  if (secondsLeft > TIMER_WARNING_SECONDS) return 'info';
  return secondsLeft >= TIMER_ERROR_BELOW_SECONDS ? 'warning' : 'error';
}

/** The last announcement threshold crossed (300, 120, 30), or null above 300 s, at 0 or without a timer. */
export function announcementThreshold(secondsLeft: number | null): AnnouncementThreshold | null {
  if (secondsLeft === null || secondsLeft === 0) return null;
  let crossed: AnnouncementThreshold | null = null;
  for (const t of TIMER_ANNOUNCE_SECONDS) if (secondsLeft <= t) crossed = t;
  return crossed;
}

/**
 * Text for a polite live region: it changes exactly when 300, 120 and 30 s are reached, so
 * each is announced once. Empty when there is nothing to announce.
 */
export function timerAnnouncement(secondsLeft: number | null): string {
  const t = announcementThreshold(secondsLeft);
  return t === null ? '' : TIMER_ANNOUNCEMENTS[t];
}
