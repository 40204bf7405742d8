/**
 * The seller configuration the storefront server embeds in every page (spec 01 §1:
 * "a configuration object embedded in the page"). The storefront server reads it from
 * `GET sellers/{slug}` (or `GET sellers/default`) of the platform API.
 */
export interface ApiSellerConfig {
  id: string;
  slug: string;
  name: string;
  timezone: string;
  default_currency_code: string;
  /** Seconds a cart holds its tickets. */
  cart_hold_seconds: number;
  /**
   * The payment and captcha providers as the API is configured (ADR 0008). A
   * `sandbox_script_url` is set only when the API runs its local stand-in (no real keys):
   * the browser loads that script, which defines `window.Stripe` / `window.hcaptcha`, so
   * `@stripe/stripe-js` and `@hcaptcha/react-hcaptcha` use it instead of the real ones.
   */
  providers: {
    stripe: { publishable_key: string; sandbox_script_url: string | null } | null;
    /** Null when this seller has no captcha configured. */
    captcha: { provider: 'hcaptcha'; site_key: string; sandbox_script_url: string | null } | null;
  };
  /**
   * Tenant/web settings as the API sends them; later features add keys here. The storefront
   * reads them only through `toSellerSettings` (shared/src/domain/seller-settings.ts), which
   * applies every default: add a key there too.
   */
  web: {
    advertise_price_including_fees?: boolean;
    reserve_flow?: 'date_first' | 'quantity_first';
    logo_url?: string;
    /** Replaces the default 'tickets unavailable' wording of the event panel. */
    tickets_unavailable_text?: string;
    /** Low-capacity warning below this many seats left; unset = 'Hurry, less than 10 tickets available'. */
    remaining_capacity_threshold?: number;
    /** Visit window set by an anchor reservation, which limits the upsells' sessions. */
    upsell_visit_time?: string;
    /** Venue closing time 'HH:mm' (the `until_close` visit window ends there). */
    closing_time?: string;
    /** The event page shows the venue name unless this is false. */
    show_venue_name?: boolean;
    /** The date legend says 'Prices include tax' (true) or 'Prices exclude tax' (false); unset: nothing. */
    tax_included?: boolean;
    /** Conflict padding in minutes around cart sessions (default 5). */
    conflict_padding_minutes?: number;
    /** The membership event (event panel 3, membership promo, /membership). */
    membership_event_id?: string;
    sidebar_promo?: { title: string; body: string; link_text?: string; link_url?: string };
    membership_promo?: { title: string; body: string };
    /** `/membership/{action}` goes here instead of the membership event (spec 03 §2.1). */
    membership_external_url?: string;
    /** The membership form's footnote (spec 03 §2.7 section 9). */
    membership_footnote?: string;
    /** Shown in the membership details modal (spec 03 §2.5 instructions). */
    membership_instructions?: string;
    /**
     * Members may not change member details themselves (spec 03 §5 locked fields); the
     * details modal shows `member_updates_prevented_text` (default 'To change your membership
     * details, please contact us.').
     */
    prevent_member_updates?: boolean;
    member_updates_prevented_text?: string;
    /** The tenant opts out of upsells after a membership (spec 03 §4 skip-upsells). */
    skip_membership_upsells?: boolean;
    /**
     * Whether a member may reserve member tickets for a session after the membership ends
     * (spec 01 §3 Seller config): always, only while auto-renew is scheduled, or never (default).
     */
    member_reserve_session_beyond_term?: 'always' | 'if_autorenew' | 'other';
    /** Tenant custom content blocks (spec 01 §2): text shown in the cart widget on these route names to these roles. */
    content_blocks?: { route: string; roles: ('anonymous' | 'member')[]; title?: string; body?: string }[];
    /** Default promo codes (the first entry is used when the address has no `code`). */
    promo_codes?: string[];
    /** CityPASS voucher patterns (spec 01 §3 Seller config); child when a type name contains a keyword (default ['child']). */
    citypass_code_groups?: { adult_regexp: string; child_regexp: string; child_ticket_type_keywords?: string[] };
    /** Analytics container id: the data layer receives events only when it is set. */
    analytics_container_id?: string;
    /** Checkout (spec 02 §2): the terms checkbox shows only when this is non-empty. */
    terms_text?: string;
    /** Wallet buttons offered at checkout (default 'none': card only). */
    wallet_support?: 'apple' | 'google' | 'none';
    /** Checkout's donation radio group (spec 02 §2): the seller's donation ticket group (handler 'donation'). */
    donation_ticket_group_id?: string;
    /** Shown to a signed-in member at checkout. */
    member_message?: string;
    /** Extra identity fields for guests (spec 02 §5: at most 1000 characters each). */
    checkout_custom_fields?: { name: string; label: string; required?: boolean }[];
    /** Completed page (spec 02 §2): `{email}` stands for the purchaser's e-mail. */
    completed_order_message?: string;
    completed_order_links?: { text: string; url: string }[];
    completed_image?: string;
    completed_mobile_image?: string;
    completed_image_alternate_text?: string;
    /** An external page that shows completed orders instead of ours (gets `orderIds`). */
    completed_order_url?: string;
    /**
     * Origins allowed to frame this seller's storefront (CSP `frame-ancestors`, ADR 0014); with
     * any, the API's session cookie is `SameSite=None; Secure; Partitioned` for this seller.
     */
    frame_ancestors?: string[];
    /** Accounts (spec 03 §3 config). The login screen's field set; default 'otp_or_password'. */
    login_mode?: import('./identity').LoginMode;
    /** Sign-in at an external provider instead of our login screen (spec 03 §4 auth methods). */
    authentication_method?: 'auth0' | 'sfec' | 'external';
    /** `external`: where login and logout links go. */
    external_urls?: { login?: string; logout?: string };
    /** The login screen's path (default '/login'). */
    login_path?: string;
    /** 'Login is disabled' instead of the login screen. */
    login_disabled?: boolean;
    /** Router rules' configured redirects (spec 03 Router rules). */
    redirects?: { require_seller_prefix?: boolean; disable_home_route?: boolean; target?: string };
    /** Home `/` (spec 03 §2.1): off sends visitors to `/events/{admission_event_id}`. */
    membership_presell?: boolean;
    admission_event_id?: string;
    /** The home page's options in order (default login, membership, guest). */
    home_options?: ('login' | 'membership' | 'guest')[];
    /** Hides My account in the member menu (Membership details shows instead). */
    hide_my_account?: boolean;
    /**
     * Feature flags answered by `GET feature_flags` (spec 03 §7): on, off, or on for a share
     * of devices. The my area reads `my_account`, `my_profile`, `my_tickets`.
     */
    feature_flags?: Record<string, boolean | { percent: number }>;
    /**
     * Order self-service (spec 02 §5 "Editable tickets"): event categories whose booked tickets
     * a guest buyer may remove or reschedule at `/manage/{id}`. Unset or empty: none ('Please
     * contact us to reschedule your tickets.'); free orders can still be cancelled.
     */
    self_edit_categories?: string[];
    /**
     * The seller's brand colours as `#rrggbb` (issue 17, ADR 0025): `primary` for buttons, links,
     * selected states and the focus ring, `header` for the header's background. The storefront
     * checks each against WCAG 2.2 AA contrast and uses an accessible variant when it is too low.
     */
    brand_colors?: { primary?: string; header?: string };
    /** Who to contact about an accessibility problem (the accessibility statement, issue 17). */
    accessibility_contact?: { email?: string; phone?: string };
    [key: string]: unknown;
  };
}

/** `_code` of `GET seller/{slug}`. */
export type SellerErrorCode = 'not_found';
