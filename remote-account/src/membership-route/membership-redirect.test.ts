import { SellerConfigStore, type ApiSellerConfig } from '@storefront/shared';
import { testPageConfig } from '@storefront/shared/testing';
import { membershipPathRedirect, membershipRedirect } from './membership-redirect';

const configWith = (web: ApiSellerConfig['web']) => new SellerConfigStore({ ...testPageConfig, seller: { ...testPageConfig.seller, web } });

describe('membershipRedirect', () => {
  it('goes to the membership event, with the action', () => {
    const config = configWith({ membership_event_id: 'ev-membership' });
    expect(membershipRedirect(config)).toBe('/events/ev-membership');
    expect(membershipRedirect(config, 'renew')).toBe('/events/ev-membership/renew');
    expect(membershipRedirect(config, 'gift')).toBe('/events/ev-membership/gift');
  });

  it('goes to the external membership URL when the seller sets one', () => {
    const config = configWith({ membership_event_id: 'ev-membership', membership_external_url: 'https://join.example/members' });
    expect(membershipRedirect(config, 'renew')).toBe('https://join.example/members');
  });

  it('has nowhere to go for a seller without memberships', () => {
    expect(membershipRedirect(configWith({}))).toBeNull();
  });
});

describe('membershipPathRedirect (the storefront server’s 302)', () => {
  const config = configWith({ membership_event_id: 'ev-membership' });

  it.each([
    ['/membership', '/events/ev-membership'],
    ['/membership/', '/events/ev-membership'],
    ['/membership/renew', '/events/ev-membership/renew'],
    ['/membership/gift/', '/events/ev-membership/gift'],
  ])('sends %s to %s', (pathname, target) => {
    expect(membershipPathRedirect(pathname, config)).toBe(target);
  });

  it.each(['/membership/redeem', '/membership/redeem/', '/membership/renew/extra', '/memberships', '/my/membership'])('renders %s', (pathname) => {
    expect(membershipPathRedirect(pathname, config)).toBeNull();
  });

  it('sends /membership/redeem to /membership without a membership event', () => {
    expect(membershipPathRedirect('/membership/redeem', configWith({ membership_external_url: 'https://join.example/' }))).toBe('/membership');
  });
});
