/**
 * Imports a seller's catalogue (ADR 0033): the file's rows are compared with the seller's rows
 * by id (ids derive from the file's keys), then created, updated or removed in one transaction
 * under a per-seller lock. Nothing sold is lost: a removed row that tickets, memberships, gifts
 * or used codes refer to is kept (and reported) and, where the data model can say so, taken off
 * sale; past sessions are history and never touched,
 * a price change applies to future sales only (each ticket keeps the price it was sold at),
 * and a capacity below what is already sold refuses the whole import.
 */
import type { Db, Tx } from '../infra/db/client';
import { zonedDate, zonedTime } from '../lib/zoned-time';
import { CATALOGUE_FORMAT_VERSION } from './catalogue-schema';
import { KINDS, catalogueIds, planCatalogue, type Kind, type PlannedRow } from './catalogue-plan';
import { CatalogueInvalidError, validateCatalogue, type CatalogueProblem } from './catalogue-validation';
import {
  bumpSeatLayoutVersions,
  deleteRows,
  rememberRemovedEvents,
  existingRows,
  idsInUse,
  insertRows,
  lockSellerCatalogue,
  sellerIdBySlug,
  updateRow,
} from './venue-import-repository';
import type { ImportReport } from './venue-import-schemas';

const NAMES_LISTED = 25;
/** A terminal line's worth. */
const NAMES_PRINTED = 8;

/** The import would break something sold (a capacity below the tickets sold): nothing was changed. */
export class CatalogueRefusedError extends CatalogueInvalidError {
  override name = 'CatalogueRefusedError';
}

/** Timestamps compare as instants (PostgreSQL writes them in its own format). */
const INSTANT_COLUMNS = new Set(['start_datetime', 'end_datetime', 'valid_from', 'valid_to']);
/** Seat coordinates are stored as `real`. */
const REAL_COLUMNS = new Set(['x', 'y', 'r']);
/** A kept row holds its parents: these columns name them. */
const PARENT_COLUMNS: Record<string, Kind> = {
  event_template_id: 'event',
  ticket_group_id: 'ticket_group',
  ticket_type_id: 'ticket_type',
  program_id: 'membership_program',
  seat_layout_id: 'seat_layout',
  venue_id: 'venue',
};

function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

function sameValue(column: string, wanted: unknown, stored: unknown): boolean {
  if (wanted === null || stored === null || stored === undefined) return wanted === (stored ?? null);
  if (INSTANT_COLUMNS.has(column)) return new Date(wanted as Date).getTime() === new Date(stored as string).getTime();
  if (REAL_COLUMNS.has(column)) return Math.fround(Number(wanted)) === Math.fround(Number(stored));
  return JSON.stringify(canonical(wanted)) === JSON.stringify(canonical(stored));
}

function changedColumns(planned: PlannedRow, stored: Record<string, unknown>): string[] {
  return Object.keys(planned.columns).filter((column) => !sameValue(column, planned.columns[column], stored[column]));
}

interface KindDiff {
  kind: Kind;
  create: PlannedRow[];
  update: { row: PlannedRow; columns: string[] }[];
  unchanged: number;
  remove: { id: string; label: string }[];
  keep: { id: string; label: string }[];
  /** Kept rows taken off sale, with the columns that do it. */
  archive: { id: string; columns: Record<string, unknown> }[];
}

/**
 * What takes a kept row off sale where the data model can say it: a session sold out at what it
 * sold, a ticket group past its sales end, an event no longer listed. A kept ticket type has no
 * such state: it stays on sale in its group (ADR 0033).
 */
function offSale(kind: Kind, row: Record<string, unknown>, now: Date): Record<string, unknown> | null {
  if (kind === 'session' && Number(row.capacity) !== Number(row.booked_count)) return { capacity: Number(row.booked_count) };
  if (kind === 'ticket_group' && (row.sales_end === null || new Date(String(row.sales_end)) > now)) return { sales_end: now };
  if (kind === 'event' && row.hidden_type !== 'public_link_only') return { hidden_type: 'public_link_only' };
  return null;
}

/** How the report names a stored row the file no longer has. */
function storedLabel(kind: Kind, row: Record<string, unknown>, timeZone: string): string {
  if (kind === 'session') {
    const start = new Date(String(row.start_datetime));
    return `session ${zonedDate(start, timeZone)} ${zonedTime(start, timeZone)}`;
  }
  if (kind === 'promo_code') return String(row.code);
  return String(row.name ?? row.id);
}

/**
 * Validates `input`, then creates, updates and removes the seller's rows to match it inside
 * `tx` (the caller's transaction). With `dryRun` it only reads. Throws `CatalogueInvalidError`
 * for a bad file and `CatalogueRefusedError` when the import would harm something sold.
 */
export async function applyCatalogue(tx: Tx, input: unknown, options: { now: Date; dryRun?: boolean; slug?: string }): Promise<ImportReport> {
  const catalogue = validateCatalogue(input);
  const slug = catalogue.seller.slug;
  if (options.slug !== undefined && options.slug !== slug) {
    throw new CatalogueInvalidError([{ path: '/seller/slug', message: `is '${slug}', but this is the catalogue of '${options.slug}'` }]);
  }
  await lockSellerCatalogue(tx, slug);
  const sellerId = (await sellerIdBySlug(tx, slug)) ?? catalogueIds.seller(slug);
  const plan = planCatalogue(catalogue, sellerId, options.now);
  const diffs: KindDiff[] = [];
  const problems: CatalogueProblem[] = [];
  const heldByKept = new Map<Kind, Set<string>>();
  // Children before parents, so that a kept child keeps its parent.
  for (const kind of [...KINDS].reverse()) {
    const stored = await existingRows(tx, kind, sellerId);
    const storedById = new Map(stored.map((row) => [String(row.id), row]));
    const plannedIds = new Set(plan[kind].map((row) => row.id));
    const diff: KindDiff = { kind, create: [], update: [], unchanged: 0, remove: [], keep: [], archive: [] };
    for (const row of plan[kind]) {
      const current = storedById.get(row.id);
      if (!current) {
        diff.create.push(row);
        continue;
      }
      problems.push(...capacityProblems(kind, row, current));
      const columns = changedColumns(row, current);
      if (columns.length > 0) diff.update.push({ row, columns });
      else diff.unchanged += 1;
    }
    // Past sessions are history: the file's rules describe the future only.
    const gone = stored.filter(
      (row) => !plannedIds.has(String(row.id)) && !(kind === 'session' && new Date(String(row.start_datetime)) < options.now),
    );
    const inUse = await idsInUse(tx, kind, gone.map((row) => String(row.id)));
    for (const row of gone) {
      const id = String(row.id);
      const entry = { id, label: storedLabel(kind, row, catalogue.seller.time_zone) };
      if (inUse.has(id) || heldByKept.get(kind)?.has(id)) {
        diff.keep.push(entry);
        const columns = offSale(kind, row, options.now);
        if (columns) diff.archive.push({ id, columns });
        for (const [column, parent] of Object.entries(PARENT_COLUMNS)) {
          if (typeof row[column] === 'string') heldByKept.set(parent, (heldByKept.get(parent) ?? new Set()).add(row[column]));
        }
      } else diff.remove.push(entry);
    }
    diffs.unshift(diff);
  }
  if (problems.length > 0) throw new CatalogueRefusedError(problems);
  if (!options.dryRun) await write(tx, diffs, sellerId, options.now);
  return report(slug, diffs, options.dryRun ?? false);
}

/** A capacity may not go below what is sold: the sold tickets would have no place. */
function capacityProblems(kind: Kind, row: PlannedRow, current: Record<string, unknown>): CatalogueProblem[] {
  if (kind !== 'session' && kind !== 'ticket_group') return [];
  const capacity = Number(row.columns.capacity);
  const sold = Number(current.booked_count ?? 0);
  if (capacity < 0 || sold <= capacity) return [];
  const where = kind === 'session' ? `session ${row.label}` : `ticket group ${row.label}`;
  return [{ path: row.label, message: `${where}: capacity ${capacity} is below the ${sold} tickets already sold; nothing was changed` }];
}

async function write(tx: Tx, diffs: KindDiff[], sellerId: string, now: Date): Promise<void> {
  for (const diff of diffs) {
    if (diff.create.length > 0) await insertRows(tx, diff.kind, diff.create.map((row) => ({ ...row.columns, ...row.initialColumns })));
    for (const { row, columns } of diff.update) await updateRow(tx, diff.kind, row.id, Object.fromEntries(columns.map((c) => [c, row.columns[c]])));
    for (const { id, columns } of diff.archive) await updateRow(tx, diff.kind, id, columns);
  }
  for (const diff of [...diffs].reverse()) await deleteRows(tx, diff.kind, diff.remove.map((row) => row.id));
  const events = diffs.find((d) => d.kind === 'event');
  if (events) await rememberRemovedEvents(tx, sellerId, events.remove.map((row) => row.id), events.create.map((row) => row.id), now);
  const seats = diffs.find((d) => d.kind === 'seat');
  const layouts = diffs.find((d) => d.kind === 'seat_layout');
  if (!seats || !layouts) return;
  // A layout whose seats changed is a new version of it, its own row changed or not.
  const created = new Set(layouts.create.map((row) => row.id));
  const changedSeats = [...seats.create, ...seats.update.map((u) => u.row)].map((row) => String(row.columns.seat_layout_id));
  const changed = new Set([...changedSeats, ...layouts.update.map((u) => u.row.id)].filter((id) => !created.has(id)));
  await bumpSeatLayoutVersions(tx, [...changed]);
}

function report(slug: string, diffs: KindDiff[], dryRun: boolean): ImportReport {
  const kinds = diffs.map((diff) => ({
    kind: diff.kind,
    counts: {
      created: diff.create.length,
      updated: diff.update.length,
      unchanged: diff.unchanged,
      deleted: diff.remove.length,
      kept: diff.keep.length,
    },
    created: diff.create.slice(0, NAMES_LISTED).map((row) => row.label),
    updated: diff.update.slice(0, NAMES_LISTED).map(({ row, columns }) => `${row.label} (${columns.join(', ')})`),
    deleted: diff.remove.slice(0, NAMES_LISTED).map((row) => row.label),
    kept: diff.keep.slice(0, NAMES_LISTED).map((row) => row.label),
  }));
  const changed = diffs.some((d) => d.create.length + d.update.length + d.remove.length + d.archive.length > 0);
  return { seller: slug, format_version: CATALOGUE_FORMAT_VERSION, dry_run: dryRun, changed, kinds };
}

/** `applyCatalogue` in a transaction of its own: all of it or nothing. */
export async function importCatalogue(db: Db, input: unknown, options: { now: Date; dryRun?: boolean; slug?: string }): Promise<ImportReport> {
  return db.transaction((tx) => applyCatalogue(tx, input, options));
}

/** The report as lines for a terminal: per kind, the counts, then the names of what changes. */
export function formatReport(report: ImportReport): string {
  const lines = [`${report.dry_run ? 'Dry run: would import' : 'Imported'} the catalogue of ${report.seller}${report.changed ? '' : ': nothing to change'}.`];
  for (const kind of report.kinds) {
    const { created, updated, unchanged, deleted, kept } = kind.counts;
    if (created + updated + deleted + kept + unchanged === 0) continue;
    lines.push(`  ${kind.kind}: ${created} created, ${updated} updated, ${unchanged} unchanged, ${deleted} deleted, ${kept} kept (sold)`);
    const list = (verb: string, names: string[], count: number) => {
      if (count === 0) return;
      const shown = names.slice(0, NAMES_PRINTED);
      const more = count > shown.length ? `, … and ${count - shown.length} more` : '';
      lines.push(`    ${verb}: ${shown.join(', ')}${more}`);
    };
    list('created', kind.created, created);
    list('updated', kind.updated, updated);
    list('deleted', kind.deleted, deleted);
    list('kept, sold (sessions, groups and events taken off sale)', kind.kept, kept);
  }
  return lines.join('\n');
}
