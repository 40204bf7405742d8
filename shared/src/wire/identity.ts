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

/** `GET my/user` (401 `not_authenticated` for a visitor who is not signed in). */
export interface ApiUser {
  id: string;
  identity_id: string;
  email: string;
  identity: ApiIdentity;
}

/** Body of `POST login` in the password mode (spec 03 §3 login field sets). */
export interface ApiLoginBody {
  username: string;
  password: string;
}
