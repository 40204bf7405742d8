import { SESSION_MARKER_COOKIE } from '../wire';

/** Spec 03 §9: the session cookie is checked every second. */
export const SESSION_CHECK_INTERVAL_MS = 1000;

/**
 * Whether the cookies hold a live session marker: the readable twin of the HttpOnly session
 * cookie, whose value is the session's expiry in epoch seconds (the API sets and clears it).
 */
export function hasLiveSessionMarker(cookies: string, nowMs: number): boolean {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== SESSION_MARKER_COOKIE || value === undefined) continue;
    const expiresAt = Number(value) * 1000;
    return Number.isFinite(expiresAt) && expiresAt > nowMs;
  }
  return false;
}

export interface SessionWatchOptions {
  session: { readonly isSignedIn: boolean; endSession(): void };
  /** `document.cookie` in the page. */
  readCookies: () => string;
  /** Runs after the session was ended here (the page sends the visitor home). */
  onEnded: () => void;
  now?: () => number;
  intervalMs?: number;
}

/**
 * Spec 03 §4 session end: while signed in, the marker is checked every second; when it is
 * gone or past its expiry, every state is cleared and `onEnded` runs. Answers the stop function.
 */
export function watchSessionEnd({ session, readCookies, onEnded, now = Date.now, intervalMs = SESSION_CHECK_INTERVAL_MS }: SessionWatchOptions): () => void {
  const timer = setInterval(() => {
    if (!session.isSignedIn || hasLiveSessionMarker(readCookies(), now())) return;
    session.endSession();
    onEnded();
  }, intervalMs);
  return () => clearInterval(timer);
}
