import { homeRedirect } from './home-redirect';

describe('homeRedirect (spec 03 §2.1 home)', () => {
  const guest = { isSignedIn: false };
  const member = { isSignedIn: true };

  it('without membership presell: the admission event, else the listing, for anyone', () => {
    expect(homeRedirect({ membershipPresell: false, admissionEventId: 'ev 1' }, guest)).toBe('/events/ev%201');
    expect(homeRedirect({ membershipPresell: false, admissionEventId: null }, member)).toBe('/events');
  });

  it('with presell: a member goes to the events, a guest stays for the options', () => {
    expect(homeRedirect({ membershipPresell: true, admissionEventId: 'ev-1' }, member)).toBe('/events');
    expect(homeRedirect({ membershipPresell: true, admissionEventId: 'ev-1' }, guest)).toBeNull();
  });
});
