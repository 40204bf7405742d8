import { SellerConfigStore } from '@storefront/shared';
import { testPageConfig } from '@storefront/shared/testing';
import { choosePanel, type PanelContext } from './choose-panel';
import { testEvent } from './test-fixtures';

describe('choosePanel: the membership event (rule 3)', () => {
  const config = new SellerConfigStore({ ...testPageConfig, seller: { ...testPageConfig.seller, web: { membership_event_id: 'ev-m' } } });
  const ctx: Omit<PanelContext, 'isMembershipEvent'> = { anchorInCart: false, hasCurrentMembership: false, hasExpiredMembership: false, defaultReserveFlow: 'date_first' };

  it("shows the membership panel on the seller's configured membership event", () => {
    const event = testEvent({ id: 'ev-m', eventType: 'repeating' });
    expect(choosePanel(event, { ...ctx, isMembershipEvent: config.isMembershipEvent(event) })).toBe('membership');
  });
  it('shows the membership panel on an event of the membership type', () => {
    const event = testEvent({ eventType: 'membership' });
    expect(choosePanel(event, { ...ctx, isMembershipEvent: config.isMembershipEvent(event) })).toBe('membership');
  });
  it('leaves any other event to the later rules', () => {
    const event = testEvent({ id: 'ev-1', eventType: 'repeating' });
    expect(choosePanel(event, { ...ctx, isMembershipEvent: config.isMembershipEvent(event) })).toBe('date-first');
  });
});
