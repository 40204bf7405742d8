import { useState } from 'react';
import type { TimerLevel } from './timer-model';

export interface TimerViewProps {
  secondsLeft: number;
  level: TimerLevel;
  /** Screen-reader text spoken once at each threshold; empty between them. */
  announcement: string;
}

/** m:ss, as 'Tickets held for 4:05'. */
export function formatTimeLeft(secondsLeft: number): string {
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}

/**
 * Spec 01 §4 "Expiry timer display": the countdown coloured by level, and a visually hidden
 * polite live region for the threshold announcements (the ticking text itself is not live,
 * so screen readers are not told every second).
 */
export function TimerView({ secondsLeft, level, announcement }: TimerViewProps) {
  // A region that appears with text in it is read out by some screen readers and not others
  // (the timer mounts on each page with a cart): only a threshold reached while shown is said.
  const [onArrival] = useState(announcement);
  return (
    <div className={`chk-timer chk-timer--${level}`} data-level={level}>
      <p className="chk-timer__text">
        Tickets held for <strong>{formatTimeLeft(secondsLeft)}</strong>
      </p>
      <p className="sf-visually-hidden" role="status" aria-live="polite">
        {announcement === onArrival ? '' : announcement}
      </p>
    </div>
  );
}
