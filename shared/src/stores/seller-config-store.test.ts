import { testPageConfig } from '../testing';
import { SellerConfigStore } from './seller-config-store';

const storeWith = (web: typeof testPageConfig.seller.web) => new SellerConfigStore({ ...testPageConfig, seller: { ...testPageConfig.seller, web } });

describe('SellerConfigStore', () => {
  it('maps the page’s web config into settings once, defaults applied', () => {
    const config = storeWith({ login_path: '/sign-in' });
    expect(config.settings.loginPath).toBe('/sign-in');
    expect(config.settings.reserveFlow).toBe('date_first');
  });

  it('keeps the raw web config out of its public API', () => {
    const config = storeWith({ login_path: '/sign-in' });
    expect(config.seller).not.toHaveProperty('web');
    expect(config).not.toHaveProperty('web');
  });

  it('adds outside fees to a shown price only when the seller advertises them in', () => {
    expect(storeWith({}).shownPrice(2500, 125)).toBe(2500);
    expect(storeWith({ advertise_price_including_fees: true }).shownPrice(2500, 125)).toBe(2625);
  });

  it('knows a membership event by its type or as the seller’s configured membership event', () => {
    const config = storeWith({ membership_event_id: 'ev-membership' });
    expect(config.isMembershipEvent({ id: 'ev-1', eventType: 'membership' })).toBe(true);
    expect(config.isMembershipEvent({ id: 'ev-membership', eventType: 'single' })).toBe(true);
    expect(config.isMembershipEvent({ id: 'ev-1', eventType: 'single' })).toBe(false);
  });
});
