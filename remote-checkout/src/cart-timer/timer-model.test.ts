/** Spec 01 §4/§9: the timer's visibility, levels and announcements at each boundary second. */
import { announcementThreshold, timerAnnouncement, timerLevel, timerVisible } from './timer-model';

/** Every whole second from `from` down to 0. */
const countdown = (from: number) => Array.from({ length: from + 1 }, (_, i) => from - i);

describe('timer model', () => {
  it('shows only under 20 minutes, and not once expired', () => {
    expect(timerVisible({ secondsLeft: 1201, expired: false })).toBe(false);
    expect(timerVisible({ secondsLeft: 1200, expired: false })).toBe(false);
    expect(timerVisible({ secondsLeft: 1199, expired: false })).toBe(true);
    expect(timerVisible({ secondsLeft: 0, expired: true })).toBe(false);
    expect(timerVisible({ secondsLeft: 600, expired: true })).toBe(false); // the server said so
  });

  it('has no timer without a cart', () => {
    expect([timerVisible({ secondsLeft: null, expired: false }), timerLevel(null), timerAnnouncement(null)]).toEqual([false, null, '']);
  });

  it('levels at each boundary second', () => {
    expect([301, 300, 121, 120, 119, 30, 1, 0].map((s) => [s, timerLevel(s)])).toEqual([
      [301, 'info'],
      [300, 'warning'],
      [121, 'warning'],
      [120, 'warning'],
      [119, 'error'],
      [30, 'error'],
      [1, 'error'],
      [0, 'error'],
    ]);
  });

  it('announces 300, 120 and 30 s exactly once each, counting down', () => {
    // What a live region does: speaks when its text changes.
    const heard: string[] = [];
    let text = timerAnnouncement(400);
    for (const s of countdown(400)) {
      const next = timerAnnouncement(s);
      if (next !== text) heard.push(`${s}: ${next}`);
      text = next;
    }
    expect(heard).toEqual([
      '300: Your cart will expire in 5 minutes.',
      '120: Your cart will expire in 2 minutes.',
      '30: Your cart will expire in 30 seconds.',
      '0: ', // expired: the region empties
    ]);
    expect(announcementThreshold(0)).toBeNull();
  });
});
