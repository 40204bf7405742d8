/**
 * Spec 01 §2 "Event detail query parameters" (pure parsing): select, price, code, session,
 * date, reserve and quantity.
 */
import type { Money, TicketType } from '@storefront/shared';
import { parseCodeList } from '@storefront/shared';
import { parseFlexibleAmount } from '@storefront/shared/validation';
import { readQuery, type QueryInput } from './query-input';

/** `reserve`: false, true, warn or strict; any other truthy value counts as true. */
export type ReserveMode = false | true | 'warn' | 'strict';

export interface QuantityParam {
  /** A ticket type id or name. */
  key: string;
  /** null: no ':n' given. */
  count: number | null;
}

export interface ReserveQuery {
  select: string | null;
  /** Preset flexible amount in minor units (null when absent or not an amount). */
  price: Money | null;
  /** Promo codes, applied after reserving. */
  codes: string[];
  /** A session id, 'today' or 'next'. */
  session: string | null;
  /** 'YYYY-MM-DD' */
  date: string | null;
  reserve: ReserveMode;
  quantity: QuantityParam[];
}

export function parseReserveMode(value: string | null): ReserveMode {
  if (value === null || value === 'false' || value === '0') return false;
  if (value === 'warn' || value === 'strict') return value;
  return true;
}

/** 'adult:2,Child,tt-3:1' → [{ key: 'adult', count: 2 }, { key: 'Child', count: null }, …] */
export function parseQuantity(value: string | null): QuantityParam[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^(.*?):(\d+)$/.exec(part);
      return m ? { key: m[1]!.trim(), count: Number(m[2]) } : { key: part, count: null };
    });
}

export function parseReserveQuery(q: QueryInput): ReserveQuery {
  return {
    select: readQuery(q, 'select'),
    price: parseFlexibleAmount(readQuery(q, 'price')),
    codes: parseCodeList(readQuery(q, 'code')),
    session: readQuery(q, 'session'),
    date: readQuery(q, 'date'),
    reserve: parseReserveMode(readQuery(q, 'reserve')),
    quantity: parseQuantity(readQuery(q, 'quantity')),
  };
}

/** Whether the query asks for anything at all. */
export const hasReserveQuery = (q: ReserveQuery) =>
  Boolean(q.select || q.price !== null || q.codes.length || q.session || q.date || q.quantity.length);

/** Finds a ticket type by id, else by name (case-insensitive, surrounding spaces ignored). */
export function findTicketType(types: TicketType[], key: string): TicketType | undefined {
  const wanted = key.trim().toLowerCase();
  return types.find((t) => t.id === key) ?? types.find((t) => t.name.trim().toLowerCase() === wanted);
}

/**
 * The counts the query asks for (type id → count): each `quantity` entry (1 without ':n'),
 * then `select` with 1 when `quantity` did not name it. Unknown keys come back in `missing`.
 */
export function resolveQuantities(types: TicketType[], q: Pick<ReserveQuery, 'select' | 'quantity'>): { counts: Record<string, number>; missing: string[] } {
  const counts: Record<string, number> = {};
  const missing: string[] = [];
  for (const { key, count } of q.quantity) {
    const type = findTicketType(types, key);
    if (type) counts[type.id] = count ?? 1;
    else missing.push(key);
  }
  if (q.select) {
    const type = findTicketType(types, q.select);
    if (!type) missing.push(q.select);
    else counts[type.id] ??= 1;
  }
  return { counts, missing };
}
