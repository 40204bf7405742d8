/**
 * Outside fees (spec 01 §3 Ticket type `outside_fees`, §9 Prices): a ticket type's fees are
 * charged per ticket on top of its adjusted value, whatever the discounts. Cart totals are the
 * adjusted values plus the fees of the live tickets.
 */
import type { Executor } from '../infra/db/client';
import type { OutsideFee } from '../infra/db/schema';
import { findTypeFees } from './cart-repository';

/** The fees of one ticket of the type (minor units). */
export function feePerTicket(type: { outsideFees: OutsideFee[] }): number {
  return type.outsideFees.reduce((sum, fee) => sum + fee.fee_minor, 0);
}

/**
 * What `tickets` cost (spec 01 §9): `fees`, each ticket charged its type's fees (`feeByType`:
 * type id → fee per ticket), and `total`, their adjusted values plus those fees.
 */
export function ticketsTotal(
  tickets: { ticketTypeId: string; adjustedValueMinor: number }[],
  feeByType: Map<string, number>,
): { fees: number; total: number } {
  const fees = tickets.reduce((sum, t) => sum + (feeByType.get(t.ticketTypeId) ?? 0), 0);
  return { fees, total: tickets.reduce((sum, t) => sum + t.adjustedValueMinor, fees) };
}

/** Type id → fee per ticket, for the given types. */
export function feeByTypeOf(types: { id: string; outsideFees: OutsideFee[] }[]): Map<string, number> {
  return new Map(types.map((t) => [t.id, feePerTicket(t)]));
}

/** Type id → fee per ticket, read from the database. */
export async function loadFeeByType(executor: Executor, typeIds: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(typeIds)];
  if (ids.length === 0) return new Map();
  const rows = await findTypeFees(executor, ids);
  return feeByTypeOf(rows);
}

/** Checks fees before they are written: a list of `{name, fee_minor}` with a name and a positive integer fee. */
export function assertOutsideFees(fees: unknown): asserts fees is OutsideFee[] {
  const valid =
    Array.isArray(fees) &&
    fees.every(
      (fee: unknown) =>
        typeof fee === 'object' &&
        fee !== null &&
        typeof (fee as OutsideFee).name === 'string' &&
        (fee as OutsideFee).name.trim() !== '' &&
        Number.isInteger((fee as OutsideFee).fee_minor) &&
        (fee as OutsideFee).fee_minor > 0,
    );
  if (!valid) throw new Error(`Invalid outside fees: ${JSON.stringify(fees)}`);
}
