-- Outside fees of a ticket type (spec 01 §3 Ticket type `outside_fees`, §9 Prices): charged per
-- ticket on top of its adjusted value, never discounted. An array of
-- {"name": text, "fee_minor": integer > 0}; the entries are checked by the code that writes them.
ALTER TABLE ticket_types
  ADD COLUMN outside_fees jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD CONSTRAINT ticket_types_outside_fees_array CHECK (jsonb_typeof(outside_fees) = 'array');
