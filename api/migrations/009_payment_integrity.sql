-- A Stripe PaymentIntent pays once (review of the payment code): the pay sequence refuses a
-- confirmed intent already recorded on a stripe payment (409 `payment_intent_used`, checked
-- under the cart lock); this index is the backstop. Failed rows (declines) may repeat a reference.
CREATE UNIQUE INDEX payments_stripe_reference_once ON payments (gateway_reference)
  WHERE gateway_id = 'stripe' AND gateway_reference IS NOT NULL AND status IN ('succeeded', 'processing', 'refunded');
