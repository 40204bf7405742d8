import { expiryWording } from './expiry-wording';

const NEW_YORK = 'America/New_York';

describe('expiryWording', () => {
  it("counts the seller's calendar days to the end", () => {
    // 2026-11-24 10:00 in New York; the membership ends at New York midnight on 2027-07-27.
    expect(expiryWording('2027-07-27T04:00:00Z', NEW_YORK, '2026-11-24T15:00:00Z')).toBe('Expires in 245 days');
  });

  it('counts in the seller’s zone, not UTC', () => {
    // 23:30 on the 24th in New York is already the 25th in UTC: still 2 days to the 26th.
    expect(expiryWording('2026-11-26T05:00:00Z', NEW_YORK, '2026-11-25T04:30:00Z')).toBe('Expires in 2 days');
  });

  it('says 1 day and today', () => {
    expect(expiryWording('2026-11-25T05:00:00Z', NEW_YORK, '2026-11-24T15:00:00Z')).toBe('Expires in 1 day');
    expect(expiryWording('2026-11-24T22:00:00Z', NEW_YORK, '2026-11-24T15:00:00Z')).toBe('Expires today');
  });

  it('says when it expired once it has ended', () => {
    expect(expiryWording('2026-11-01T04:00:00Z', NEW_YORK, '2026-11-24T15:00:00Z')).toBe('Expired on Sun, Nov 1, 2026');
    expect(expiryWording('2026-11-24T15:00:00Z', NEW_YORK, '2026-11-24T15:00:00Z')).toBe('Expired on Tue, Nov 24, 2026');
  });
});
