import type { ApiSellerConfig } from '../wire';
import { toSellerSettings, type SellerSettings } from './seller-settings';

/** Every setting of a seller who configured nothing, as the specs give the defaults. */
const DEFAULTS: SellerSettings = {
  reserveFlow: 'date_first',
  advertisePriceIncludingFees: false,
  conflictPaddingMinutes: 5,
  remainingCapacityThreshold: 10,
  ticketsUnavailableText: 'Tickets are currently unavailable for this event.',
  showVenueName: true,
  taxIncluded: null,
  upsellVisitTime: null,
  closingTime: null,
  promoCodes: [],
  citypassCodeGroups: null,
  sidebarPromo: null,
  membershipPromo: null,
  contentBlocks: [],
  analyticsContainerId: null,
  termsText: '',
  walletSupport: 'none',
  donationTicketGroupId: null,
  memberMessage: null,
  checkoutCustomFields: [],
  completedOrderMessage: null,
  completedOrderLinks: [],
  completedImage: null,
  completedMobileImage: null,
  completedImageAlternateText: '',
  completedOrderUrl: null,
  loginMode: 'otp_or_password',
  authenticationMethod: null,
  externalUrls: { login: null, logout: null },
  loginPath: '/login',
  loginDisabled: false,
  redirects: { requireSellerPrefix: false, disableHomeRoute: false, target: null },
  membershipPresell: false,
  admissionEventId: null,
  homeOptions: ['login', 'membership', 'guest'],
  hideMyAccount: false,
  membershipEventId: null,
  membershipExternalUrl: null,
  membershipFootnote: null,
  membershipInstructions: null,
  preventMemberUpdates: false,
  memberUpdatesPreventedText: 'To change your membership details, please contact us.',
  skipMembershipUpsells: false,
  brandColors: { primary: null, header: null },
  accessibilityContact: null,
};

describe('toSellerSettings', () => {
  it('gives every default to a seller who configured nothing', () => {
    expect(toSellerSettings({})).toEqual(DEFAULTS);
  });

  it('maps every configured value', () => {
    const web: ApiSellerConfig['web'] = {
      reserve_flow: 'quantity_first',
      advertise_price_including_fees: true,
      conflict_padding_minutes: 0,
      remaining_capacity_threshold: 3,
      tickets_unavailable_text: 'Sold out, come back soon.',
      show_venue_name: false,
      tax_included: false,
      upsell_visit_time: 'until_close',
      closing_time: '17:00',
      promo_codes: ['SPRING, SUMMER', 'AUTUMN'],
      citypass_code_groups: { adult_regexp: '^CPA', child_regexp: '^CPC', child_ticket_type_keywords: ['youth'] },
      sidebar_promo: { title: 'Late nights', body: 'Open till ten.', link_text: 'See dates', link_url: '/events' },
      membership_promo: { title: 'Join', body: 'Members go free.' },
      content_blocks: [{ route: 'event', roles: ['member'], title: 'Welcome back' }],
      analytics_container_id: 'GTM-1',
      terms_text: '  I accept the terms.  ',
      wallet_support: 'apple',
      donation_ticket_group_id: 'tg-donation',
      member_message: 'Thanks for being a member.',
      checkout_custom_fields: [{ name: 'zip', label: 'ZIP', required: true }, { name: 'note', label: 'Note' }],
      completed_order_message: 'Sent to {email}.',
      completed_order_links: [{ text: 'Plan your visit', url: 'https://example.com/visit' }],
      completed_image: 'https://img/done.jpg',
      completed_mobile_image: 'https://img/done-small.jpg',
      completed_image_alternate_text: 'The hall',
      completed_order_url: 'https://example.com/thanks',
      login_mode: 'password',
      authentication_method: 'external',
      external_urls: { login: 'https://id.example/login', logout: 'https://id.example/logout' },
      login_path: '/sign-in',
      login_disabled: true,
      redirects: { require_seller_prefix: true, disable_home_route: true, target: 'https://example.com' },
      membership_presell: true,
      admission_event_id: 'ev-admission',
      home_options: ['guest', 'login'],
      hide_my_account: true,
      membership_event_id: 'ev-membership',
      membership_external_url: 'https://join.example',
      membership_footnote: 'Not refundable.',
      membership_instructions: 'Show your card.',
      prevent_member_updates: true,
      member_updates_prevented_text: 'Call us.',
      skip_membership_upsells: true,
      brand_colors: { primary: '#2EC4B6', header: '#f6c945' },
      accessibility_contact: { email: 'access@venue.example', phone: '+44 20 7946 0000' },
    };
    expect(toSellerSettings(web)).toEqual({
      reserveFlow: 'quantity_first',
      advertisePriceIncludingFees: true,
      conflictPaddingMinutes: 0,
      remainingCapacityThreshold: 3,
      ticketsUnavailableText: 'Sold out, come back soon.',
      showVenueName: false,
      taxIncluded: false,
      upsellVisitTime: 'until_close',
      closingTime: '17:00',
      promoCodes: ['SPRING, SUMMER', 'AUTUMN'],
      citypassCodeGroups: { adultRegexp: '^CPA', childRegexp: '^CPC', childTicketTypeKeywords: ['youth'] },
      sidebarPromo: { title: 'Late nights', body: 'Open till ten.', linkText: 'See dates', linkUrl: '/events' },
      membershipPromo: { title: 'Join', body: 'Members go free.' },
      contentBlocks: [{ route: 'event', roles: ['member'], title: 'Welcome back', body: '' }],
      analyticsContainerId: 'GTM-1',
      termsText: 'I accept the terms.',
      walletSupport: 'apple',
      donationTicketGroupId: 'tg-donation',
      memberMessage: 'Thanks for being a member.',
      checkoutCustomFields: [
        { name: 'zip', label: 'ZIP', required: true },
        { name: 'note', label: 'Note', required: false },
      ],
      completedOrderMessage: 'Sent to {email}.',
      completedOrderLinks: [{ text: 'Plan your visit', url: 'https://example.com/visit' }],
      completedImage: 'https://img/done.jpg',
      completedMobileImage: 'https://img/done-small.jpg',
      completedImageAlternateText: 'The hall',
      completedOrderUrl: 'https://example.com/thanks',
      loginMode: 'password',
      authenticationMethod: 'external',
      externalUrls: { login: 'https://id.example/login', logout: 'https://id.example/logout' },
      loginPath: '/sign-in',
      loginDisabled: true,
      redirects: { requireSellerPrefix: true, disableHomeRoute: true, target: 'https://example.com' },
      membershipPresell: true,
      admissionEventId: 'ev-admission',
      homeOptions: ['guest', 'login'],
      hideMyAccount: true,
      membershipEventId: 'ev-membership',
      membershipExternalUrl: 'https://join.example',
      membershipFootnote: 'Not refundable.',
      membershipInstructions: 'Show your card.',
      preventMemberUpdates: true,
      memberUpdatesPreventedText: 'Call us.',
      skipMembershipUpsells: true,
      brandColors: { primary: '#2ec4b6', header: '#f6c945' },
      accessibilityContact: { email: 'access@venue.example', phone: '+44 20 7946 0000' },
    });
  });

  it('ignores keys it does not know', () => {
    expect(toSellerSettings({ frame_ancestors: ['https://partner.example'], some_future_key: { on: true } })).toEqual(DEFAULTS);
  });

  it('treats blank texts as unset', () => {
    const settings = toSellerSettings({
      tickets_unavailable_text: '',
      completed_order_message: '   ',
      completed_order_url: ' ',
      membership_external_url: '',
      upsell_visit_time: '',
      sidebar_promo: { title: 'Late nights', body: 'Open till ten.', link_url: '' },
    });
    expect(settings.ticketsUnavailableText).toBe(DEFAULTS.ticketsUnavailableText);
    expect(settings.completedOrderMessage).toBeNull();
    expect(settings.completedOrderUrl).toBeNull();
    expect(settings.membershipExternalUrl).toBeNull();
    expect(settings.upsellVisitTime).toBeNull();
    expect(settings.sidebarPromo).toEqual({ title: 'Late nights', body: 'Open till ten.', linkText: 'Learn more', linkUrl: null });
  });

  it('gives CityPASS the child keyword when the seller lists none', () => {
    const groups = { adult_regexp: '^CPA', child_regexp: '^CPC', child_ticket_type_keywords: [] };
    expect(toSellerSettings({ citypass_code_groups: groups }).citypassCodeGroups?.childTicketTypeKeywords).toEqual(['child']);
  });

  it('keeps only well-formed content blocks, their markup as text', () => {
    const contentBlocks = [
      { route: 'events', roles: ['anonymous'], title: '<b>Hi</b>', body: '' },
      { route: 'events', roles: ['admin'], title: 'Nobody' },
      { route: 'events', roles: ['member'] },
      { route: 'events', html: '<script>x</script>' },
      'nonsense',
    ];
    expect(toSellerSettings({ content_blocks: contentBlocks as ApiSellerConfig['web']['content_blocks'] }).contentBlocks).toEqual([
      { route: 'events', roles: ['anonymous'], title: '<b>Hi</b>', body: '' },
    ]);
    expect(toSellerSettings({ content_blocks: 'not a list' as never }).contentBlocks).toEqual([]);
  });

  it('keeps only #rrggbb brand colours, in lower case', () => {
    expect(toSellerSettings({ brand_colors: { primary: '#2EC4B6', header: 'yellow' } }).brandColors).toEqual({ primary: '#2ec4b6', header: null });
    expect(toSellerSettings({ brand_colors: { primary: '#fff' } }).brandColors).toEqual({ primary: null, header: null });
    expect(toSellerSettings({}).brandColors).toEqual({ primary: null, header: null });
  });

  it('has an accessibility contact only when an e-mail or phone is configured', () => {
    expect(toSellerSettings({ accessibility_contact: { email: ' access@venue.example ' } }).accessibilityContact).toEqual({ email: 'access@venue.example', phone: null });
    expect(toSellerSettings({ accessibility_contact: { email: ' ', phone: '' } }).accessibilityContact).toBeNull();
    expect(toSellerSettings({}).accessibilityContact).toBeNull();
  });
});
