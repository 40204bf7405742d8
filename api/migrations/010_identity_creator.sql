-- Guest purchasers belong to the browser session that created them (review of the payment
-- code): `POST identity` records the session's public identity, and `guest_checkout` accepts
-- only a guest identity created by the caller's session (else 400 `identity_not_found`).
-- Identities created before this migration have no creator and can no longer be named there.
ALTER TABLE identities ADD COLUMN created_by_identity_id uuid REFERENCES identities (id) ON DELETE SET NULL;
