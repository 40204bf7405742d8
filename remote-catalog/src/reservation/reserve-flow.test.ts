import { ApiError } from '@storefront/shared';
import { attemptReservation, retryWithCode, soldOutRecovery } from './reserve-flow';
import { GENERIC_ERROR_MESSAGE } from './reserve-errors';
import { session } from './test-fixtures';
import type { ValidationRules } from './validation-rules';

const rules = Promise.resolve({} as ValidationRules);
const codeRequired = new ApiError({ status: 409, code: 'rule_blocks_reserve', description: 'Code please', extra: { block_reason: 'code_required' } });

describe('attemptReservation', () => {
  it('answers the first invalid input without reserving', async () => {
    const reserve = jest.fn();
    await expect(attemptReservation(rules, () => 'quantities', reserve)).resolves.toEqual({ kind: 'invalid', focus: 'quantities' });
    expect(reserve).not.toHaveBeenCalled();
  });

  it('answers what the reservation answered', async () => {
    await expect(attemptReservation(rules, () => null, async () => 'cart')).resolves.toEqual({ kind: 'reserved', result: 'cart' });
  });

  it('answers a refusal with the spec 01 §8 outcome and the error', async () => {
    await expect(attemptReservation(rules, () => null, () => Promise.reject(codeRequired))).resolves.toEqual({
      kind: 'refused',
      refusal: { kind: 'code-required', message: 'Code please' },
      error: codeRequired,
    });
  });

  it('rules that cannot load end in the generic message', async () => {
    const outcome = await attemptReservation(Promise.reject(new Error('chunk')), () => null, async () => 'cart');
    expect(outcome).toMatchObject({ kind: 'refused', refusal: { kind: 'message', message: GENERIC_ERROR_MESSAGE } });
  });
});

describe('retryWithCode', () => {
  it('reserves with the code first', async () => {
    const reserve = jest.fn(async (codes: string[]) => codes);
    await expect(retryWithCode(reserve, 'VIP')).resolves.toEqual({ kind: 'reserved', result: ['VIP'] });
  });

  it('rejects with a code problem so the modal shows it; other errors are refusals', async () => {
    const notFound = new ApiError({ status: 404, code: 'code_not_found', description: 'No such code' });
    await expect(retryWithCode(() => Promise.reject(notFound), 'NOPE')).rejects.toBe(notFound);
    await expect(retryWithCode(() => Promise.reject(new Error('boom')), 'VIP')).resolves.toMatchObject({ kind: 'refused', refusal: { message: GENERIC_ERROR_MESSAGE } });
  });
});

describe('soldOutRecovery (spec 01 §8 event_session_sold_out)', () => {
  const soldOut = session({ id: 's-1', soldOut: true, available: 0 });
  const situation = { session: soldOut, date: '2026-12-01', ticketCount: 2, timezone: 'America/Chicago' };

  it('clears the session when another can take the tickets', () => {
    expect(soldOutRecovery({ ...situation, sessions: [soldOut, session({ id: 's-2', available: 2 })] })).toEqual({
      clear: 'session',
      message: 'Tickets have sold out for the session at 9:00 AM. Please select another session and try again.',
    });
  });

  it('clears the date when none can', () => {
    expect(soldOutRecovery({ ...situation, sessions: [soldOut, session({ id: 's-2', available: 1 })] })).toEqual({
      clear: 'date',
      message: 'Tickets have sold out for Tue, Dec 1, 2026. Please select another date and try again.',
    });
  });
});
