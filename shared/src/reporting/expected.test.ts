import { isExpectedFailure, isExpectedProviderFailure } from './expected';

describe('isExpectedFailure (spec 02 §8)', () => {
  type Row = [method: string, url: string, status: number | null, expected: boolean];
  const table: Row[] = [
    // 402, 404, 409, 410 and 422 on API POSTs
    ['POST', 'my/cart/c-1/pay', 402, true],
    ['POST', 'my/cart/c-1/modify', 404, true],
    ['POST', 'my/cart/modify', 409, true],
    ['POST', 'my/cart/c-1/extend', 410, true],
    ['POST', 'my/cart/modify', 422, true],
    ['post', 'my/cart/modify', 409, true],
    // other POST statuses are reported
    ['POST', 'my/cart/modify', 400, false],
    ['POST', 'my/cart/modify', 403, false],
    ['POST', 'my/cart/modify', 500, false],
    ['POST', 'my/cart/modify', 502, false],
    // 404 on API GETs, nothing else
    ['GET', 'events/e-1', 404, true],
    ['GET', 'events/e-1', 400, false],
    ['GET', 'events/e-1', 409, false],
    ['GET', 'my/user', 401, false],
    ['GET', 'events/e-1', 500, false],
    // 401 on login and user POSTs
    ['POST', 'login', 401, true],
    ['POST', '/api/login?next=1', 401, true],
    ['POST', 'my/user', 401, true],
    ['POST', 'https://shop.example/api/my/user/', 401, true],
    ['POST', 'my/cart/c-1/pay', 401, false],
    ['POST', 'identity', 401, false],
    // other methods and no response at all
    ['DELETE', 'my/cart/c-1', 404, false],
    ['PATCH', 'my/user', 409, false],
    ['POST', 'my/cart/modify', null, false],
    ['GET', 'events/e-1', null, false],
  ];
  it.each(table)('%s %s %s → %s', (method, url, status, expected) => {
    expect(isExpectedFailure(method, url, status)).toBe(expected);
  });
});

describe('isExpectedProviderFailure', () => {
  it.each([
    'card_declined',
    'incorrect_zip',
    'incorrect_cvc',
    'invalid_cvc',
    'payment_intent_authentication_failure',
    'invalid_bank_account',
  ])('drops %s', (code) => {
    expect(isExpectedProviderFailure(code)).toBe(true);
  });

  it('drops Afterpay terminated by the customer, by its message', () => {
    expect(isExpectedProviderFailure('payment_intent_payment_attempt_failed', 'The Afterpay payment was terminated by the customer.')).toBe(true);
  });

  it('keeps other provider failures', () => {
    expect(isExpectedProviderFailure('processing_error', 'An error occurred while processing your card.')).toBe(false);
    expect(isExpectedProviderFailure('api_connection_error')).toBe(false);
    expect(isExpectedProviderFailure(null, 'Afterpay is unavailable')).toBe(false);
  });
});
