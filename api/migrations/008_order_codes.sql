-- Scan codes (spec 02 §3 Ticket `scan_code`; the order's QR code, ADR 0008): 16 upper-case hex
-- characters drawn from a random UUID, set by the database so no order-making code changes.
-- A volatile default gives every existing row its own code.
ALTER TABLE ticket_orders
  ADD COLUMN scan_code text NOT NULL DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 16));
ALTER TABLE ticket_orders ADD CONSTRAINT ticket_orders_scan_code_key UNIQUE (scan_code);

ALTER TABLE tickets
  ADD COLUMN scan_code text NOT NULL DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 16));
ALTER TABLE tickets ADD CONSTRAINT tickets_scan_code_key UNIQUE (scan_code);
