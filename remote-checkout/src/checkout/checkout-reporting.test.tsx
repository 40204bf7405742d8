import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, ErrorReporter } from '@storefront/shared';
import { renderCheckout, payButton } from '../testing/checkout-harness';
import { installFakeHcaptcha, removeFakeHcaptcha } from '../testing/fake-hcaptcha';
import { installFakeStripe } from '../testing/fake-stripe';
import { CaptchaState } from '../captcha/captcha-state';

/** What the page's reporter was asked, and whether each report was sent (true) or dropped. */
function watch(reporter: ErrorReporter) {
  return { report: jest.spyOn(reporter, 'report'), info: jest.spyOn(reporter, 'info') };
}

beforeEach(() => {
  installFakeStripe();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  removeFakeHcaptcha();
  jest.restoreAllMocks();
});

describe('checkout error reporting (spec 02 §8)', () => {
  it('reports an unexpected payment failure', async () => {
    const { api, store } = await renderCheckout({ member: true });
    const spy = watch(store.reporter);
    api.payments.pay.mockRejectedValue(new ApiError({ status: 500, code: 'unexpected' }));
    await screen.findByLabelText('Card number');
    await userEvent.click(payButton());
    await waitFor(() => expect(spy.report).toHaveBeenCalledTimes(1));
    expect(spy.report).toHaveBeenCalledWith(expect.objectContaining({ code: 'unexpected' }), { source: 'checkout', step: 'submit' });
    expect(spy.report.mock.results[0]!.value).toBe(true);
  });

  it('never reports an expected provider refusal (card_declined)', async () => {
    const { api, store } = await renderCheckout({ member: true });
    const spy = watch(store.reporter);
    api.payments.pay.mockRejectedValue(new ApiError({ status: 402, code: 'card_declined', description: 'Your card was declined.' }));
    await screen.findByLabelText('Card number');
    await userEvent.click(payButton());
    expect(await screen.findByText(/Your card was declined\./)).toBeInTheDocument();
    expect(spy.report).toHaveBeenCalledTimes(1);
    expect(spy.report.mock.results[0]!.value).toBe(false);
  });

  it('records closing or expiring the captcha as a silent info event', async () => {
    const hcaptcha = installFakeHcaptcha();
    const { store } = await renderCheckout({ captcha: true });
    const spy = watch(store.reporter);
    await screen.findByLabelText('I am human');
    const params = hcaptcha.render.mock.calls[0]![1] as unknown as Record<string, () => void>;
    act(() => params['close-callback']!());
    act(() => params['expired-callback']!());
    expect(spy.info.mock.calls).toEqual([
      ['captcha_dismissed', { reason: 'closed' }],
      ['captcha_dismissed', { reason: 'expired' }],
    ]);
    expect(spy.report).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('tracks cookies disabled at checkout once per page load', async () => {
    jest.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const info = jest.spyOn(ErrorReporter.prototype, 'info');
    const { store } = await renderCheckout();
    await screen.findByLabelText('Card number');
    expect(info.mock.calls).toEqual([['cookies_disabled', { page: 'checkout' }]]);
    // Tracking again in the same page load (the page mounted anew) sends nothing.
    store.reporter.info('cookies_disabled', { page: 'checkout' });
    expect(info.mock.results.map((r) => r.value)).toEqual([true, false]);
  });

  it('tracks nothing when cookies are enabled', async () => {
    const { store } = await renderCheckout();
    const spy = watch(store.reporter);
    await screen.findByLabelText('Card number');
    expect(spy.info).not.toHaveBeenCalled();
  });
});

describe('CaptchaState', () => {
  it('clears the answer and records why on dismissal', () => {
    const onDismiss = jest.fn();
    const state = new CaptchaState(onDismiss);
    state.setToken('t');
    state.dismiss('challenge_expired');
    expect(state.token).toBeNull();
    expect(onDismiss).toHaveBeenCalledWith('challenge_expired');
  });
});
