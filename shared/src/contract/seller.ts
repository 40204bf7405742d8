/** The seller configuration and the seller-level answers (`GET sellers`, `GET sellers/{slug}`). */
import { Type, type Static } from '@sinclair/typebox';
import { OpenObject } from './common';
import { LoginMode } from './identity';

/**
 * The seller configuration the storefront server embeds in every page (spec 01 §1:
 * "a configuration object embedded in the page"). The storefront server reads it from
 * `GET sellers/{slug}` (or `GET sellers/default`) of the platform API.
 */
export type ApiSellerConfig = Static<typeof ApiSellerConfig>;
export const ApiSellerConfig = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  timezone: Type.String(),
  default_currency_code: Type.String(),
  /** Seconds a cart holds its tickets. */
  cart_hold_seconds: Type.Number(),
  /**
   * The payment and captcha providers as the API is configured (ADR 0008). A
   * `sandbox_script_url` is set only when the API runs its local stand-in (no real keys):
   * the browser loads that script, which defines `window.Stripe` / `window.hcaptcha`, so
   * `@stripe/stripe-js` and `@hcaptcha/react-hcaptcha` use it instead of the real ones.
   */
  providers: Type.Object({
    stripe: Type.Union([
      Type.Object({
        publishable_key: Type.String(),
        sandbox_script_url: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
    /** Null when this seller has no captcha configured. */
    captcha: Type.Union([
      Type.Object({
        provider: Type.Literal('hcaptcha'),
        site_key: Type.String(),
        sandbox_script_url: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
  }),
  /**
   * Tenant/web settings as the API sends them; later features add keys here. The storefront
   * reads them only through `toSellerSettings` (shared/src/domain/seller-settings.ts), which
   * applies every default: add a key there too.
   */
  web: OpenObject({
    advertise_price_including_fees: Type.Optional(Type.Boolean()),
    reserve_flow: Type.Optional(Type.Union([Type.Literal('date_first'), Type.Literal('quantity_first')])),
    logo_url: Type.Optional(Type.String()),
    /** Replaces the default 'tickets unavailable' wording of the event panel. */
    tickets_unavailable_text: Type.Optional(Type.String()),
    /** Low-capacity warning below this many seats left; unset = 'Hurry, less than 10 tickets available'. */
    remaining_capacity_threshold: Type.Optional(Type.Number()),
    /** Visit window set by an anchor reservation, which limits the upsells' sessions. */
    upsell_visit_time: Type.Optional(Type.String()),
    /** Venue closing time 'HH:mm' (the `until_close` visit window ends there). */
    closing_time: Type.Optional(Type.String()),
    /** The event page shows the venue name unless this is false. */
    show_venue_name: Type.Optional(Type.Boolean()),
    /** The date legend says 'Prices include tax' (true) or 'Prices exclude tax' (false); unset: nothing. */
    tax_included: Type.Optional(Type.Boolean()),
    /** Conflict padding in minutes around cart sessions (default 5). */
    conflict_padding_minutes: Type.Optional(Type.Number()),
    /** The membership event (event panel 3, membership promo, /membership). */
    membership_event_id: Type.Optional(Type.String()),
    sidebar_promo: Type.Optional(
      Type.Object({
        title: Type.String(),
        body: Type.String(),
        link_text: Type.Optional(Type.String()),
        link_url: Type.Optional(Type.String()),
      }),
    ),
    membership_promo: Type.Optional(
      Type.Object({
        title: Type.String(),
        body: Type.String(),
      }),
    ),
    /** `/membership/{action}` goes here instead of the membership event (spec 03 §2.1). */
    membership_external_url: Type.Optional(Type.String()),
    /** The membership form's footnote (spec 03 §2.7 section 9). */
    membership_footnote: Type.Optional(Type.String()),
    /** Shown in the membership details modal (spec 03 §2.5 instructions). */
    membership_instructions: Type.Optional(Type.String()),
    /**
     * Members may not change member details themselves (spec 03 §5 locked fields); the
     * details modal shows `member_updates_prevented_text` (default 'To change your membership
     * details, please contact us.').
     */
    prevent_member_updates: Type.Optional(Type.Boolean()),
    member_updates_prevented_text: Type.Optional(Type.String()),
    /** The tenant opts out of upsells after a membership (spec 03 §4 skip-upsells). */
    skip_membership_upsells: Type.Optional(Type.Boolean()),
    /**
     * Whether a member may reserve member tickets for a session after the membership ends
     * (spec 01 §3 Seller config): always, only while auto-renew is scheduled, or never (default).
     */
    member_reserve_session_beyond_term: Type.Optional(
      Type.Union([Type.Literal('always'), Type.Literal('if_autorenew'), Type.Literal('other')]),
    ),
    /** Tenant custom content blocks (spec 01 §2): text shown in the cart widget on these route names to these roles. */
    content_blocks: Type.Optional(
      Type.Array(
        Type.Object({
          route: Type.String(),
          roles: Type.Array(Type.Union([Type.Literal('anonymous'), Type.Literal('member')])),
          title: Type.Optional(Type.String()),
          body: Type.Optional(Type.String()),
        }),
      ),
    ),
    /** Default promo codes (the first entry is used when the address has no `code`). */
    promo_codes: Type.Optional(Type.Array(Type.String())),
    /** CityPASS voucher patterns (spec 01 §3 Seller config); child when a type name contains a keyword (default ['child']). */
    citypass_code_groups: Type.Optional(
      Type.Object({
        adult_regexp: Type.String(),
        child_regexp: Type.String(),
        child_ticket_type_keywords: Type.Optional(Type.Array(Type.String())),
      }),
    ),
    /** Analytics container id: the data layer receives events only when it is set. */
    analytics_container_id: Type.Optional(Type.String()),
    /** Checkout (spec 02 §2): the terms checkbox shows only when this is non-empty. */
    terms_text: Type.Optional(Type.String()),
    /** Wallet buttons offered at checkout (default 'none': card only). */
    wallet_support: Type.Optional(Type.Union([Type.Literal('apple'), Type.Literal('google'), Type.Literal('none')])),
    /** Checkout's donation radio group (spec 02 §2): the seller's donation ticket group (handler 'donation'). */
    donation_ticket_group_id: Type.Optional(Type.String()),
    /** Shown to a signed-in member at checkout. */
    member_message: Type.Optional(Type.String()),
    /** Extra identity fields for guests (spec 02 §5: at most 1000 characters each). */
    checkout_custom_fields: Type.Optional(
      Type.Array(
        Type.Object({
          name: Type.String(),
          label: Type.String(),
          required: Type.Optional(Type.Boolean()),
        }),
      ),
    ),
    /** Completed page (spec 02 §2): `{email}` stands for the purchaser's e-mail. */
    completed_order_message: Type.Optional(Type.String()),
    completed_order_links: Type.Optional(
      Type.Array(
        Type.Object({
          text: Type.String(),
          url: Type.String(),
        }),
      ),
    ),
    completed_image: Type.Optional(Type.String()),
    completed_mobile_image: Type.Optional(Type.String()),
    completed_image_alternate_text: Type.Optional(Type.String()),
    /** An external page that shows completed orders instead of ours (gets `orderIds`). */
    completed_order_url: Type.Optional(Type.String()),
    /**
     * Origins allowed to frame this seller's storefront (CSP `frame-ancestors`, ADR 0014); with
     * any, the API's session cookie is `SameSite=None; Secure; Partitioned` for this seller.
     */
    frame_ancestors: Type.Optional(Type.Array(Type.String())),
    /** Accounts (spec 03 §3 config). The login screen's field set; default 'otp_or_password'. */
    login_mode: Type.Optional(LoginMode),
    /** Sign-in at an external provider instead of our login screen (spec 03 §4 auth methods). */
    authentication_method: Type.Optional(Type.Union([Type.Literal('auth0'), Type.Literal('sfec'), Type.Literal('external')])),
    /** `external`: where login and logout links go. */
    external_urls: Type.Optional(
      Type.Object({
        login: Type.Optional(Type.String()),
        logout: Type.Optional(Type.String()),
      }),
    ),
    /** The login screen's path (default '/login'). */
    login_path: Type.Optional(Type.String()),
    /** 'Login is disabled' instead of the login screen. */
    login_disabled: Type.Optional(Type.Boolean()),
    /** Router rules' configured redirects (spec 03 Router rules). */
    redirects: Type.Optional(
      Type.Object({
        require_seller_prefix: Type.Optional(Type.Boolean()),
        disable_home_route: Type.Optional(Type.Boolean()),
        target: Type.Optional(Type.String()),
      }),
    ),
    /** Home `/` (spec 03 §2.1): off sends visitors to `/events/{admission_event_id}`. */
    membership_presell: Type.Optional(Type.Boolean()),
    admission_event_id: Type.Optional(Type.String()),
    /** The home page's options in order (default login, membership, guest). */
    home_options: Type.Optional(Type.Array(Type.Union([Type.Literal('login'), Type.Literal('membership'), Type.Literal('guest')]))),
    /** Hides My account in the member menu (Membership details shows instead). */
    hide_my_account: Type.Optional(Type.Boolean()),
    /**
     * Feature flags answered by `GET feature_flags` (spec 03 §7): on, off, or on for a share
     * of devices. The my area reads `my_account`, `my_profile`, `my_tickets`.
     */
    feature_flags: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Union([
          Type.Boolean(),
          Type.Object({
            percent: Type.Number(),
          }),
        ]),
      ),
    ),
    /**
     * Order self-service (spec 02 §5 "Editable tickets"): event categories whose booked tickets
     * a guest buyer may remove or reschedule at `/manage/{id}`. Unset or empty: none ('Please
     * contact us to reschedule your tickets.'); free orders can still be cancelled.
     */
    self_edit_categories: Type.Optional(Type.Array(Type.String())),
    /**
     * The seller's brand colours as `#rrggbb` (issue 17, ADR 0025): `primary` for buttons, links,
     * selected states and the focus ring, `header` for the header's background. The storefront
     * checks each against WCAG 2.2 AA contrast and uses an accessible variant when it is too low.
     */
    brand_colors: Type.Optional(
      Type.Object({
        primary: Type.Optional(Type.String()),
        header: Type.Optional(Type.String()),
      }),
    ),
    /** Who to contact about an accessibility problem (the accessibility statement, issue 17). */
    accessibility_contact: Type.Optional(
      Type.Object({
        email: Type.Optional(Type.String()),
        phone: Type.Optional(Type.String()),
      }),
    ),
  }),
});
