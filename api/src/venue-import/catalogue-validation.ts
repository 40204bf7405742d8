/**
 * A catalogue file checked twice: against the published schema (shape, types, formats), then
 * for what a schema cannot say (keys unique, references that resolve). Every problem names its
 * place in the file as a JSON pointer, so an operator finds it.
 */
import { FormatRegistry } from '@sinclair/typebox';
import { TypeCompiler, ValueErrorType } from '@sinclair/typebox/compiler';
import { isValidTimeZone } from '../lib/zoned-time';
import { yearInRange } from '../lib/schemas/formats';
import { CATALOGUE_FORMAT_VERSION, VenueCatalogue } from './catalogue-schema';

export interface CatalogueProblem {
  /** JSON pointer into the file, '' for the whole file. */
  path: string;
  message: string;
}

/** The file is not a catalogue this release can import. */
export class CatalogueInvalidError extends Error {
  override name = 'CatalogueInvalidError';
  constructor(readonly problems: CatalogueProblem[]) {
    super(`The catalogue is not valid:\n${problems.map((p) => `  ${p.path || '/'}: ${p.message}`).join('\n')}`);
  }
}

if (!FormatRegistry.Has('date')) {
  FormatRegistry.Set('date', (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && yearInRange(value) && !Number.isNaN(Date.parse(value)));
}
const checker = TypeCompiler.Compile(VenueCatalogue);

/** Placeholders in settings that become ids: `{{event:KEY}}`, `{{ticket_group:EVENT/GROUP}}`. */
export const REFERENCE = /\{\{(event|ticket_group):([a-z0-9/-]+)\}\}/g;

/** Answers the file as a catalogue, or throws `CatalogueInvalidError` listing every problem. */
export function validateCatalogue(input: unknown): VenueCatalogue {
  const version = (input as { format_version?: unknown } | null)?.format_version;
  if (typeof input === 'object' && input !== null && version !== CATALOGUE_FORMAT_VERSION) {
    throw new CatalogueInvalidError([
      { path: '/format_version', message: `must be ${CATALOGUE_FORMAT_VERSION} (this release reads format ${CATALOGUE_FORMAT_VERSION}; the file says ${JSON.stringify(version)})` },
    ]);
  }
  if (!checker.Check(input)) {
    // The union branches repeat one another's errors; one line a path and message is enough.
    // A missing property also fails its type check: "is missing" says it once.
    const errors = [...checker.Errors(input)];
    const missing = new Set(errors.filter((e) => e.type === ValueErrorType.ObjectRequiredProperty).map((e) => e.path));
    const seen = new Set<string>();
    const problems: CatalogueProblem[] = [];
    for (const error of errors) {
      const isMissing = error.type === ValueErrorType.ObjectRequiredProperty;
      if (missing.has(error.path) && !isMissing) continue;
      const message = isMissing ? 'is missing' : error.message;
      const line = `${error.path} ${message}`;
      if (seen.has(line)) continue;
      seen.add(line);
      problems.push({ path: error.path, message });
      if (problems.length >= 50) break;
    }
    throw new CatalogueInvalidError(problems);
  }
  const problems = referenceProblems(input);
  if (problems.length > 0) throw new CatalogueInvalidError(problems);
  return input;
}

function duplicates<T>(items: T[], keyOf: (item: T) => string, path: (index: number) => string, what: string): CatalogueProblem[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const key = keyOf(item);
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [{ path: path(index), message: `${what} '${key}' appears twice` }];
  });
}

/** References that must resolve and keys that must be unique. */
function referenceProblems(catalogue: VenueCatalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (!isValidTimeZone(catalogue.seller.time_zone)) add('/seller/time_zone', `'${catalogue.seller.time_zone}' is not an IANA time zone`);
  problems.push(...duplicates(catalogue.venues, (v) => v.key, (i) => `/venues/${i}/key`, 'venue'));
  const layouts = catalogue.venues.flatMap((venue, v) => (venue.seat_layouts ?? []).map((layout, l) => ({ venue: venue.key, layout, path: `/venues/${v}/seat_layouts/${l}` })));
  problems.push(...duplicates(layouts, (x) => x.layout.key, (i) => `${layouts[i]?.path}/key`, 'seat layout'));
  for (const { layout, path } of layouts) {
    const names = layout.blocks.flatMap((block, b) => block.seats.map((seat, s) => ({ name: `${block.section} ${block.row}${seat[0]}`, path: `${path}/blocks/${b}/seats/${s}` })));
    problems.push(...duplicates(names, (x) => x.name, (i) => names[i]?.path ?? path, 'seat').slice(0, 10));
  }
  problems.push(...duplicates(catalogue.events, (e) => e.key, (i) => `/events/${i}/key`, 'event'));
  const groupsOf = new Map(catalogue.events.map((event) => [event.key, new Set(event.ticket_groups.map((g) => g.key))]));
  const typesOf = new Map(catalogue.events.map((event) => [event.key, new Set(event.ticket_groups.flatMap((g) => g.ticket_types.map((t) => t.key)))]));
  catalogue.events.forEach((event, e) => {
    const at = `/events/${e}`;
    const venue = catalogue.venues.find((v) => v.key === event.venue);
    if (!venue) add(`${at}/venue`, `no venue '${event.venue}' in /venues`);
    if (event.seat_layout && !venue?.seat_layouts?.some((l) => l.key === event.seat_layout)) {
      add(`${at}/seat_layout`, `no seat layout '${event.seat_layout}' in venue '${event.venue}'`);
    }
    problems.push(...duplicates(event.ticket_groups, (g) => g.key, (i) => `${at}/ticket_groups/${i}/key`, 'ticket group'));
    const types = event.ticket_groups.flatMap((group, g) => group.ticket_types.map((type, t) => ({ type, path: `${at}/ticket_groups/${g}/ticket_types/${t}` })));
    problems.push(...duplicates(types, (x) => x.type.key, (i) => `${types[i]?.path}/key`, 'ticket type'));
    for (const { type, path } of types) {
      if (type.min_price_minor !== undefined && type.max_price_minor !== undefined && type.min_price_minor > type.max_price_minor) {
        add(`${path}/min_price_minor`, 'is above max_price_minor');
      }
    }
    event.session_rules?.forEach((rule, r) => {
      if (rule.capacity === 'seats' && !event.seat_layout) add(`${at}/session_rules/${r}/capacity`, "'seats' needs the event's seat_layout");
    });
    event.membership_rules?.forEach((rule, r) => {
      if (!groupsOf.get(event.key)?.has(rule.ticket_group)) add(`${at}/membership_rules/${r}/ticket_group`, `no ticket group '${rule.ticket_group}' in this event`);
      if (!typesOf.get(event.key)?.has(rule.ticket_type)) add(`${at}/membership_rules/${r}/ticket_type`, `no ticket type '${rule.ticket_type}' in this event`);
    });
    event.membership_program?.levels.forEach((level, l) => {
      if (!groupsOf.get(event.key)?.has(level.ticket_group)) add(`${at}/membership_program/levels/${l}/ticket_group`, `no ticket group '${level.ticket_group}' in this event`);
    });
  });
  problems.push(...duplicates(catalogue.promo_codes ?? [], (c) => c.code, (i) => `/promo_codes/${i}/code`, 'promo code'));
  const unlockCodes = catalogue.events.flatMap((event) => event.ticket_groups.flatMap((g) => (g.unlock_code ? [g.unlock_code] : [])));
  catalogue.promo_codes?.forEach((code, c) => {
    const at = `/promo_codes/${c}`;
    if (unlockCodes.includes(code.code)) add(`${at}/code`, `'${code.code}' is also a ticket group's unlock_code`);
    if (code.kind === 'discount' && (code.percent_off === undefined) === (code.amount_off_minor === undefined)) {
      add(at, 'a discount code has either percent_off or amount_off_minor');
    }
    if (code.kind === 'checkout' && !code.code_group) add(at, 'a checkout code needs its code_group');
    if (code.ticket_type && !typesOf.get(code.ticket_type.event)?.has(code.ticket_type.ticket_type)) {
      add(`${at}/ticket_type`, `no ticket type '${code.ticket_type.ticket_type}' in event '${code.ticket_type.event}'`);
    }
  });
  const checkReferences = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      for (const [, kind, key = ''] of value.matchAll(REFERENCE)) {
        const [eventKey = '', groupKey] = key.split('/');
        const known = kind === 'event' ? groupsOf.has(key) : groupKey !== undefined && (groupsOf.get(eventKey)?.has(groupKey) ?? false);
        if (!known) add(path, `'{{${kind}:${key}}}' names nothing in this file`);
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => checkReferences(item, `${path}/${i}`));
    else if (typeof value === 'object' && value !== null) for (const [k, item] of Object.entries(value)) checkReferences(item, `${path}/${k}`);
  };
  checkReferences(catalogue.seller.web ?? {}, '/seller/web');
  catalogue.events.forEach((event, e) => {
    checkReferences(event.web ?? {}, `/events/${e}/web`);
    checkReferences(event.meta ?? {}, `/events/${e}/meta`);
  });
  return problems;
}
