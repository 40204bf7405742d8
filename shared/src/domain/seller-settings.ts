import { hexOrNull } from '../ui/theme.mjs';
import type { ApiSellerConfig, LoginMode, ReserveFlow } from '../wire';

/**
 * The seller's `web` settings in domain terms (STYLE.md 18): mapped once by `toSellerSettings`,
 * every default applied there, so no part of the storefront reads the snake_case wire config.
 * Keys only the API or the storefront server read (`frame_ancestors`, `feature_flags`,
 * `self_edit_categories`, `member_reserve_session_beyond_term`, `logo_url`) are not mapped.
 */
export interface SellerSettings {
  // Browsing and reservation (spec 01).
  /** Tenant default reserve flow, used when an event does not set its own. */
  reserveFlow: ReserveFlow;
  /** Spec 01 §9: fees are in the shown price only when the seller advertises prices including fees. */
  advertisePriceIncludingFees: boolean;
  /** Minutes of conflict padding around cart sessions (spec 01 §9). */
  conflictPaddingMinutes: number;
  /** The 'few tickets' warning shows below this many seats left. */
  remainingCapacityThreshold: number;
  /** The event panel's 'tickets unavailable' warning (spec 01 §2 panel 1). */
  ticketsUnavailableText: string;
  /** The event page shows the venue name. */
  showVenueName: boolean;
  /** The date legend's 'Prices include tax' (true) or 'Prices exclude tax' (false); null: no legend. */
  taxIncluded: boolean | null;
  /** The visit window an anchor reservation sets for upsells (spec 01 §4), as configured; null: none. */
  upsellVisitTime: string | null;
  /** Venue closing time 'HH:mm' (the `until_close` visit window ends there); null: the end of the day. */
  closingTime: string | null;
  /** Default promo code lists; the first entry applies when the address has no `code` (spec 01 §5). */
  promoCodes: string[];
  /** CityPASS voucher patterns (spec 01 §3), or null when the seller takes none. */
  citypassCodeGroups: CitypassCodeGroups | null;
  sidebarPromo: SidebarPromo | null;
  membershipPromo: { title: string; body: string } | null;
  /** Tenant content blocks (spec 01 §2): the well-formed ones only. */
  contentBlocks: ContentBlock[];
  /** The analytics data layer receives events only when this is set. */
  analyticsContainerId: string | null;

  // Checkout and completed orders (spec 02).
  /** Trimmed; the terms checkbox shows only when it is non-empty. */
  termsText: string;
  /** Wallet buttons offered at checkout ('none': card only). */
  walletSupport: 'apple' | 'google' | 'none';
  /** The seller's donation ticket group (checkout's donation choice), or null. */
  donationTicketGroupId: string | null;
  /** Shown to a signed-in member at checkout. */
  memberMessage: string | null;
  /** Extra identity fields for guests (spec 02 §5). */
  checkoutCustomFields: CheckoutCustomField[];
  /** The completed page's message (`{email}` stands for the purchaser's e-mail); null: the page's default. */
  completedOrderMessage: string | null;
  completedOrderLinks: { text: string; url: string }[];
  completedImage: string | null;
  completedMobileImage: string | null;
  completedImageAlternateText: string;
  /** An external page that shows completed orders instead of ours (gets `orderIds`), as configured. */
  completedOrderUrl: string | null;

  // Accounts and memberships (spec 03).
  /** The login screen's field set (spec 03 §3). */
  loginMode: LoginMode;
  /** Sign-in happens at an external provider (a plain link instead of our form), or null. */
  authenticationMethod: 'auth0' | 'sfec' | 'external' | null;
  /** `external`: where login and logout links go. */
  externalUrls: { login: string | null; logout: string | null };
  /** The login screen's path under the seller prefix. */
  loginPath: string;
  /** 'Login is disabled' instead of the login screen. */
  loginDisabled: boolean;
  /** Router rules' configured redirects (spec 03 Router rules). */
  redirects: { requireSellerPrefix: boolean; disableHomeRoute: boolean; target: string | null };
  /** Home offers login, membership and guest options; off, home goes to the admission event. */
  membershipPresell: boolean;
  admissionEventId: string | null;
  /** The home page's options, in order. */
  homeOptions: HomeOption[];
  /** The member menu shows Membership details instead of My account. */
  hideMyAccount: boolean;
  /** The membership event (event panel 3, membership promo, /membership). */
  membershipEventId: string | null;
  /** `/membership/{action}` goes here instead of the membership event (spec 03 §2.1). */
  membershipExternalUrl: string | null;
  /** The membership form's footnote (spec 03 §2.7 section 9). */
  membershipFootnote: string | null;
  /** Shown in the membership details (spec 03 §2.5). */
  membershipInstructions: string | null;
  /** Members may not change member details themselves (spec 03 §5 locked fields). */
  preventMemberUpdates: boolean;
  /** Shown in the membership details when member updates are prevented. */
  memberUpdatesPreventedText: string;
  /** The tenant opts out of upsells after a membership (spec 03 §4). */
  skipMembershipUpsells: boolean;

  // Accessibility (issue 17).
  /** The brand colours as configured, well-formed `#rrggbb` only (lower case); the contrast fallback is `accessibleTheme`'s. */
  brandColors: BrandColors;
  /** The accessibility statement's contact; null when the seller configured none. */
  accessibilityContact: { email: string | null; phone: string | null } | null;
}

export interface BrandColors {
  primary: string | null;
  header: string | null;
}

export interface CitypassCodeGroups {
  adultRegexp: string;
  childRegexp: string;
  /** A ticket type whose name contains one of these (case-insensitive) takes the child pattern. */
  childTicketTypeKeywords: string[];
}

export interface SidebarPromo {
  title: string;
  body: string;
  linkText: string;
  linkUrl: string | null;
}

export type ContentRole = 'anonymous' | 'member';

/** A tenant content block: text only (title and body), never markup, shown on a route name to some roles. */
export interface ContentBlock {
  route: string;
  roles: ContentRole[];
  title: string;
  body: string;
}

export interface CheckoutCustomField {
  name: string;
  label: string;
  required: boolean;
}

export type HomeOption = 'login' | 'membership' | 'guest';

/** Spec 01 §9: 'Hurry, less than 10 tickets available'. */
export const DEFAULT_LOW_CAPACITY_THRESHOLD = 10;
/** Spec 01 §9: 5 minutes before and after a session. */
export const DEFAULT_CONFLICT_PADDING_MINUTES = 5;
export const DEFAULT_TICKETS_UNAVAILABLE_TEXT = 'Tickets are currently unavailable for this event.';
/** Spec 03 §2.5, word for word. */
export const DEFAULT_MEMBER_UPDATES_PREVENTED_TEXT = 'To change your membership details, please contact us.';

const CONTENT_ROLES = new Set<string>(['anonymous', 'member']);
const isString = (x: unknown): x is string => typeof x === 'string';
/** A configured text, or null when it is missing or blank. */
const text = (value: string | undefined): string | null => (value?.trim() ? value : null);

/** The seller's `web` config with every default applied; unknown keys are ignored. */
export function toSellerSettings(web: ApiSellerConfig['web']): SellerSettings {
  const codeGroups = web.citypass_code_groups;
  const urls = web.external_urls;
  const redirects = web.redirects;
  return {
    reserveFlow: web.reserve_flow ?? 'date_first',
    advertisePriceIncludingFees: web.advertise_price_including_fees === true,
    conflictPaddingMinutes: web.conflict_padding_minutes ?? DEFAULT_CONFLICT_PADDING_MINUTES,
    remainingCapacityThreshold: web.remaining_capacity_threshold ?? DEFAULT_LOW_CAPACITY_THRESHOLD,
    ticketsUnavailableText: web.tickets_unavailable_text || DEFAULT_TICKETS_UNAVAILABLE_TEXT,
    showVenueName: web.show_venue_name !== false,
    taxIncluded: typeof web.tax_included === 'boolean' ? web.tax_included : null,
    upsellVisitTime: web.upsell_visit_time || null,
    closingTime: web.closing_time || null,
    promoCodes: web.promo_codes ?? [],
    citypassCodeGroups: codeGroups
      ? {
          adultRegexp: codeGroups.adult_regexp,
          childRegexp: codeGroups.child_regexp,
          childTicketTypeKeywords: codeGroups.child_ticket_type_keywords?.length ? codeGroups.child_ticket_type_keywords : ['child'],
        }
      : null,
    sidebarPromo: web.sidebar_promo
      ? {
          title: web.sidebar_promo.title,
          body: web.sidebar_promo.body,
          linkText: web.sidebar_promo.link_text ?? 'Learn more',
          linkUrl: web.sidebar_promo.link_url || null,
        }
      : null,
    membershipPromo: web.membership_promo ? { title: web.membership_promo.title, body: web.membership_promo.body } : null,
    contentBlocks: toContentBlocks(web.content_blocks),
    analyticsContainerId: web.analytics_container_id || null,

    termsText: (web.terms_text ?? '').trim(),
    walletSupport: web.wallet_support ?? 'none',
    donationTicketGroupId: web.donation_ticket_group_id ?? null,
    memberMessage: web.member_message ?? null,
    checkoutCustomFields: (web.checkout_custom_fields ?? []).map((f) => ({ name: f.name, label: f.label, required: f.required === true })),
    completedOrderMessage: text(web.completed_order_message),
    completedOrderLinks: web.completed_order_links ?? [],
    completedImage: web.completed_image || null,
    completedMobileImage: web.completed_mobile_image || null,
    completedImageAlternateText: web.completed_image_alternate_text ?? '',
    completedOrderUrl: text(web.completed_order_url),

    loginMode: web.login_mode ?? 'otp_or_password',
    authenticationMethod: web.authentication_method ?? null,
    externalUrls: { login: urls?.login ?? null, logout: urls?.logout ?? null },
    loginPath: web.login_path ?? '/login',
    loginDisabled: web.login_disabled === true,
    redirects: {
      requireSellerPrefix: redirects?.require_seller_prefix === true,
      disableHomeRoute: redirects?.disable_home_route === true,
      target: redirects?.target ?? null,
    },
    membershipPresell: web.membership_presell === true,
    admissionEventId: web.admission_event_id ?? null,
    homeOptions: web.home_options ?? ['login', 'membership', 'guest'],
    hideMyAccount: web.hide_my_account === true,
    membershipEventId: web.membership_event_id ?? null,
    membershipExternalUrl: web.membership_external_url || null,
    membershipFootnote: web.membership_footnote || null,
    membershipInstructions: web.membership_instructions || null,
    preventMemberUpdates: web.prevent_member_updates === true,
    memberUpdatesPreventedText: web.member_updates_prevented_text ?? DEFAULT_MEMBER_UPDATES_PREVENTED_TEXT,
    skipMembershipUpsells: web.skip_membership_upsells === true,

    brandColors: { primary: hexOrNull(web.brand_colors?.primary), header: hexOrNull(web.brand_colors?.header) },
    accessibilityContact: toAccessibilityContact(web.accessibility_contact),
  };
}

function toAccessibilityContact(value: ApiSellerConfig['web']['accessibility_contact']): SellerSettings['accessibilityContact'] {
  const email = text(value?.email)?.trim() ?? null;
  const phone = text(value?.phone)?.trim() ?? null;
  return email || phone ? { email, phone } : null;
}

/** The well-formed blocks of the seller's JSON; anything else (markup included) is dropped. */
function toContentBlocks(value: unknown): ContentBlock[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown): ContentBlock[] => {
    if (!raw || typeof raw !== 'object') return [];
    const b = raw as Record<string, unknown>;
    if (!isString(b.route) || !Array.isArray(b.roles)) return [];
    const roles = b.roles.filter((r): r is ContentRole => isString(r) && CONTENT_ROLES.has(r));
    const title = isString(b.title) ? b.title : '';
    const body = isString(b.body) ? b.body : '';
    if (roles.length === 0 || (!title && !body)) return [];
    return [{ route: b.route, roles, title, body }];
  });
}
