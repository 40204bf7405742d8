import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError, toApiError } from '../api/errors';
import { ErrorReporter, type ClientReport } from './error-reporter';

/** An ApiError as the transport makes it: from an axios error carrying the request and response. */
function apiFailure(method: string, url: string, status: number, code = 'some_code'): ApiError {
  const config = { method, url, headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers: {}, config, data: [{ _code: code, _context: 'ctx', _description: 'Something', _extra: {} }] };
  return toApiError(new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response));
}

function reporter(maxReports?: number) {
  const sent: ClientReport[] = [];
  const r = new ErrorReporter({ sink: (report) => sent.push(report), pageUrl: () => 'https://shop.example/checkout?email=grace%40example.com', ...(maxReports ? { maxReports } : {}) });
  return { r, sent };
}

describe('ErrorReporter', () => {
  it('drops expected API failures and keeps the others, with the request in the context', () => {
    const { r, sent } = reporter();
    expect(r.report(apiFailure('post', 'my/cart/modify', 409))).toBe(false);
    expect(r.report(apiFailure('get', 'events/e-1', 404))).toBe(false);
    expect(r.report(apiFailure('post', 'login', 401))).toBe(false);
    expect(r.report(apiFailure('post', 'my/cart/modify', 400, 'validation_failed'))).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      level: 'error',
      name: 'ApiError',
      url: 'https://shop.example/checkout?email=[redacted]',
      context: { method: 'POST', url: 'my/cart/modify', status: 400, code: 'validation_failed' },
    });
  });

  it('drops expected provider refusals by code', () => {
    const { r, sent } = reporter();
    const declined = Object.assign(new Error('Your card was declined.'), { code: 'card_declined' });
    expect(r.report(declined)).toBe(false);
    expect(r.report(new ApiError({ status: 402, code: 'incorrect_cvc' }))).toBe(false);
    expect(r.report(Object.assign(new Error('Processing failed'), { code: 'processing_error' }))).toBe(true);
    expect(sent.map((s) => s.context.code)).toEqual(['processing_error']);
  });

  it('redacts the context before it reaches the sink', () => {
    const { r, sent } = reporter();
    r.report(new Error('No account for grace@example.com'), { identity: { email: 'grace@example.com', first_name: 'Grace' }, card: '4242424242424242' });
    expect(sent[0]).toMatchObject({
      message: 'No account for [email]',
      context: { identity: { email: '[redacted]', first_name: '[redacted]' }, card: '[number]' },
    });
    expect(JSON.stringify(sent)).not.toMatch(/grace|Grace|4242/);
  });

  it('sends each report once and at most maxReports per page load', () => {
    const { r, sent } = reporter(3);
    expect(r.report(new Error('same'))).toBe(true);
    expect(r.report(new Error('same'))).toBe(false);
    expect(r.info('cookies_disabled', { page: 'checkout' })).toBe(true);
    expect(r.info('cookies_disabled', { page: 'checkout' })).toBe(false);
    expect(r.report(new Error('third'))).toBe(true);
    expect(r.report(new Error('fourth'))).toBe(false);
    expect(sent.map((s) => [s.level, s.message])).toEqual([
      ['error', 'same'],
      ['info', 'cookies_disabled'],
      ['error', 'third'],
    ]);
  });

  it('reports uncaught errors and unhandled rejections of the page until stopped', () => {
    const { r, sent } = reporter();
    const target = new EventTarget();
    const stop = r.listen(target as unknown as Window);
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') });
    target.dispatchEvent(rejection);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after stop') }));
    expect(sent.map((s) => [s.message, s.context.source])).toEqual([
      ['lost promise', 'unhandled_rejection'],
      ['boom', 'uncaught'],
    ]);
  });

  it("never sends the page's secrets: the provider's client secret, tokens, purchaser and cart ids are replaced, the fragment dropped", () => {
    const sent: ClientReport[] = [];
    const href = 'https://shop.example/checkout?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&purchaser=id-9&cartId=c-7&access_token=t0k&redirect_status=succeeded#pay';
    new ErrorReporter({ sink: (report) => sent.push(report), pageUrl: () => href }).report(new Error('boom'));
    expect(sent[0]!.url).toBe(
      'https://shop.example/checkout?payment_intent=pi_1&payment_intent_client_secret=[redacted]&purchaser=[redacted]&cartId=[redacted]&access_token=[redacted]&redirect_status=succeeded',
    );
    expect(JSON.stringify(sent)).not.toMatch(/secret_2|id-9|c-7|t0k/);
  });
});
