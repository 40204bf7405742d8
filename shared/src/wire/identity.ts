/** Body of `POST identity`: the purchaser's details stored before a guest checkout. */
export interface ApiIdentityInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  additional_info?: Record<string, unknown>;
}

export interface ApiIdentity {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** A membership held by the user (spec 03 §3 Membership). */
export interface ApiMembership {
  id: string;
  scan_code: string;
  /** The membership level: the member ticket type's name, matched by members-only groups. */
  level_name: string;
  valid_from: string;
  valid_to: string;
  auto_renew_state: 'scheduled' | 'cancelled' | 'none';
  /** Member tickets allowed per event, null = no limit. */
  member_event_purchase_limit: number | null;
  event_template_id: string;
  ticket_group_id: string;
}

/** `GET my/user` (401 `not_authenticated` for a visitor who is not signed in). */
export interface ApiUser {
  id: string;
  identity_id: string;
  email: string;
  identity: ApiIdentity;
  /** Every membership the user has bought, current or expired. */
  memberships: ApiMembership[];
}

/** Body of `POST login` in the password mode (spec 03 §3 login field sets). */
export interface ApiLoginBody {
  username: string;
  password: string;
}
