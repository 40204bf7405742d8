/**
 * The venue import's SQL: a seller's catalogue rows as they are, what of them is sold, and
 * generic writes of planned rows. Table and column names come from this module and the plan,
 * never from the file; values always go in as one JSON parameter (`json_populate_recordset`),
 * so 10,000 seats are one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../infra/db/client';
import type { Kind } from './catalogue-plan';

const TABLES: Record<Kind, string> = {
  seller: 'sellers',
  venue: 'venues',
  seat_layout: 'seat_layouts',
  seat: 'seat_templates',
  event: 'event_templates',
  ticket_group: 'ticket_groups',
  ticket_type: 'ticket_types',
  session: 'event_sessions',
  message_rule: 'message_rules',
  membership_rule: 'membership_rules',
  membership_program: 'membership_programs',
  membership_level: 'membership_levels',
  promo_code: 'promo_codes',
};

/** The seller's rows of a kind, as `WHERE` conditions on the table aliased `t`. */
function scope(kind: Kind, sellerId: string): SQL {
  const events = sql`SELECT id FROM event_templates WHERE seller_id = ${sellerId}`;
  const layouts = sql`SELECT id FROM seat_layouts WHERE venue_id IN (SELECT id FROM venues WHERE seller_id = ${sellerId})`;
  switch (kind) {
    case 'seller':
      return sql`t.id = ${sellerId}`;
    case 'venue':
    case 'event':
    case 'membership_rule':
    case 'membership_program':
    case 'promo_code':
      return sql`t.seller_id = ${sellerId}`;
    case 'seat_layout':
      return sql`t.venue_id IN (SELECT id FROM venues WHERE seller_id = ${sellerId})`;
    case 'seat':
      return sql`t.seat_layout_id IN (${layouts})`;
    case 'ticket_group':
    case 'session':
    case 'message_rule':
      return sql`t.event_template_id IN (${events})`;
    case 'ticket_type':
      return sql`t.ticket_group_id IN (SELECT id FROM ticket_groups WHERE event_template_id IN (${events}))`;
    case 'membership_level':
      return sql`t.program_id IN (SELECT id FROM membership_programs WHERE seller_id = ${sellerId})`;
  }
}

const table = (kind: Kind) => sql.raw(TABLES[kind]);
const columnList = (columns: string[]) => sql.raw(columns.join(', '));

export async function sellerIdBySlug(db: Executor, slug: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(db, sql`SELECT id FROM sellers WHERE slug = ${slug}`);
  return row?.id ?? null;
}

/** Serialises imports of one seller (two operators, or a retry while the first still runs). */
export async function lockSellerCatalogue(tx: Tx, slug: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`venue-import:${slug}`}))`);
}

/** The seller's rows of a kind as JSON objects keyed by column name. */
export async function existingRows(db: Executor, kind: Kind, sellerId: string): Promise<Record<string, unknown>[]> {
  const rows = await queryRows<{ row: Record<string, unknown> }>(db, sql`SELECT to_jsonb(t) AS row FROM ${table(kind)} t WHERE ${scope(kind, sellerId)}`);
  return rows.map((r) => (typeof r.row === 'string' ? (JSON.parse(r.row) as Record<string, unknown>) : r.row));
}

/**
 * Of `ids`, those that something sold or issued refers to: tickets (in any state, carts
 * included), memberships, gifts of membership, codes used in carts. These rows are never
 * deleted.
 */
export async function idsInUse(db: Executor, kind: Kind, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = sql`SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid`;
  const uses: Partial<Record<Kind, SQL>> = {
    session: sql`SELECT event_session_id AS id FROM tickets WHERE event_session_id IN (${list})`,
    ticket_type: sql`SELECT ticket_type_id AS id FROM tickets WHERE ticket_type_id IN (${list})`,
    ticket_group: sql`SELECT ticket_group_id AS id FROM tickets WHERE ticket_group_id IN (${list})
      UNION SELECT ticket_group_id FROM memberships WHERE ticket_group_id IN (${list})`,
    event: sql`SELECT event_template_id AS id FROM tickets WHERE event_template_id IN (${list})
      UNION SELECT event_template_id FROM ticket_orders WHERE event_template_id IN (${list})
      UNION SELECT event_template_id FROM memberships WHERE event_template_id IN (${list})`,
    seat: sql`SELECT seat_template_id AS id FROM tickets WHERE seat_template_id IN (${list})`,
    membership_level: sql`SELECT level_id AS id FROM memberships WHERE level_id IN (${list})
      UNION SELECT level_id FROM membership_gift_codes WHERE level_id IN (${list})`,
    membership_program: sql`SELECT program_id AS id FROM memberships WHERE program_id IN (${list})`,
    promo_code: sql`SELECT promo_code_id AS id FROM cartmods WHERE promo_code_id IN (${list})
      UNION SELECT id FROM promo_codes WHERE uses > 0 AND id IN (${list})`,
    seller: sql`SELECT seller_id AS id FROM carts WHERE seller_id IN (${list})`,
  };
  const query = uses[kind];
  if (!query) return new Set();
  const rows = await queryRows<{ id: string }>(db, query);
  return new Set(rows.map((row) => row.id));
}

/** Inserts rows of one kind; every row names the same columns. */
export async function insertRows(tx: Tx, kind: Kind, rows: Record<string, unknown>[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return;
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = JSON.stringify(rows.slice(i, i + 2000));
    await tx.execute(sql`INSERT INTO ${table(kind)} (${columnList(columns)})
      SELECT ${columnList(columns)} FROM json_populate_recordset(NULL::${table(kind)}, ${chunk}::json)`);
  }
}

/** Sets the named columns of one row. */
export async function updateRow(tx: Tx, kind: Kind, id: string, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  await tx.execute(sql`UPDATE ${table(kind)} SET (${columnList(names)}) =
      (SELECT ${columnList(names)} FROM json_populate_record(NULL::${table(kind)}, ${JSON.stringify(columns)}::json))
    WHERE id = ${id}`);
}

export async function deleteRows(tx: Tx, kind: Kind, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`DELETE FROM ${table(kind)} WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`);
}

/** Removed events are remembered, so their pages answer 410 Gone; an event listed again is not removed. */
export async function rememberRemovedEvents(tx: Tx, sellerId: string, removedIds: string[], listedIds: string[], now: Date): Promise<void> {
  if (listedIds.length > 0) {
    await tx.execute(sql`DELETE FROM removed_event_templates WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(listedIds)}::jsonb)::uuid)`);
  }
  if (removedIds.length === 0) return;
  await tx.execute(sql`INSERT INTO removed_event_templates (id, seller_id, removed_at)
    SELECT r.id::uuid, ${sellerId}::uuid, ${now} FROM jsonb_array_elements_text(${JSON.stringify(removedIds)}::jsonb) AS r(id)
    ON CONFLICT (id) DO NOTHING`);
}

/** A changed seating plan is a new version of it (the seat map's caches key on it). */
export async function bumpSeatLayoutVersions(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE seat_layouts SET version = version + 1 WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`);
}
