import { AxiosError, AxiosHeaders } from 'axios';
import { errorBody, networkError } from '../testing/fixtures';
import type { ReserveErrorCode } from '../wire';
import { ApiError, EventNotFoundError, GENERIC_ERROR_MESSAGE, errorMessage, inCodeSet, toApiError } from './errors';

const httpError = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, {}, {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('toApiError', () => {
  it('reads the first entry of a 4xx array', () => {
    const e = toApiError(
      httpError(409, [
        ...errorBody('max_tickets_per_order_exceeded', 'reserve', 'You can buy at most 10 tickets.', { max: 10 }),
        ...errorBody('other', 'x', 'Second'),
      ]),
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      status: 409,
      code: 'max_tickets_per_order_exceeded',
      context: 'reserve',
      description: 'You can buy at most 10 tickets.',
      extra: { max: 10 },
    });
    expect(e.is('max_tickets_per_order_exceeded', 'reserve')).toBe(true);
    expect(errorMessage(e)).toBe('You can buy at most 10 tickets.');
  });

  it('parses a body that arrived as a JSON string', () => {
    expect(toApiError(httpError(404, JSON.stringify(errorBody('not_found')))).code).toBe('not_found');
  });

  it.each([
    ['an object body', httpError(400, { message: 'bad' })],
    ['an empty array', httpError(400, [])],
    ['an entry without _code', httpError(400, [{ _description: 'x' }])],
    ['HTML', httpError(404, '<html>nope</html>')],
    ['a 500', httpError(500, errorBody('boom', '', 'Internal'))],
    ['a network error', networkError()],
    ['a plain Error', new Error('oops')],
    ['a string', 'oops'],
  ])('turns %s into unexpected', (_name, input) => {
    const e = toApiError(input);
    expect(e.code).toBe('unexpected');
    expect(e.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(e)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('keeps the status of a non-4xx failure and of network errors (null)', () => {
    expect(toApiError(httpError(500, null)).status).toBe(500);
    expect(toApiError(networkError()).status).toBeNull();
  });

  it('returns an ApiError unchanged', () => {
    const e = new EventNotFoundError('ev-9');
    expect(toApiError(e)).toBe(e);
    expect(e).toBeInstanceOf(ApiError);
  });

  it('falls back to the generic message when a 4xx has no description', () => {
    expect(errorMessage(httpError(400, errorBody('validation_failed')))).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('typed codes', () => {
  const soldOut = new ApiError({ status: 409, code: 'event_session_sold_out', context: 'reserve' });

  it('compares the code, and the context when given', () => {
    expect(soldOut.is('event_session_sold_out')).toBe(true);
    expect(soldOut.is('event_session_sold_out', 'reserve')).toBe(true);
    expect(soldOut.is('event_session_sold_out', 'cart')).toBe(false);
    expect(soldOut.is('session_capacity_exceeded')).toBe(false);
    // @ts-expect-error a code no API call answers does not compile
    expect(soldOut.is('session_sold_out')).toBe(false);
  });

  it('finds a code that arrived as any string in a typed set', () => {
    const capacity = new Set<ReserveErrorCode>(['event_session_sold_out', 'session_capacity_exceeded']);
    expect(inCodeSet(capacity, soldOut.code)).toBe(true);
    expect(inCodeSet(capacity, 'not_found')).toBe(false);
    expect(inCodeSet(capacity, null)).toBe(false);
    // @ts-expect-error a set can only hold codes of its union
    new Set<ReserveErrorCode>(['sold_out']);
  });
});
