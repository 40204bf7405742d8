import type { InternalAxiosRequestConfig } from 'axios';
import { apiCart, apiTicket, errorBody, fakeAdapter } from '../testing/fixtures';
import { createApi, createHttpClient } from '.';

function setup(handler: Parameters<typeof fakeAdapter>[0]) {
  const http = createHttpClient({ baseURL: '/api/' });
  const adapter = fakeAdapter(handler);
  http.defaults.adapter = adapter;
  const api = createApi(http);
  const call = (i = 0): InternalAxiosRequestConfig => adapter.calls[i]!;
  const url = (i = 0) => http.getUri(call(i));
  const body = (i = 0) => JSON.parse(call(i).data as string);
  return { api, url, call, body };
}

const completed = apiCart({
  state: 'completed',
  expires_in: null,
  ticket_order: [{ id: 'o-1', order_number: 'N1' }],
  tickets: [apiTicket({ state: 'booked' })],
});

describe('payments', () => {
  it('pays with wire amounts, gateway data and the idempotency key', async () => {
    const { api, url, body, call } = setup(() => ({ status: 200, data: completed }));
    const cart = await api.payments.pay('cart-1', {
      idempotencyKey: 'key-12345678',
      payments: [
        { gateway: 'ledger', amountMinor: 1000, giftCardNumber: 'GC-1' },
        { gateway: 'stripe', amountMinor: 1550, source: 'pm_card_visa', sourceType: 'payment_method', saveCard: true },
      ],
    });
    expect(url()).toBe('/api/my/cart/cart-1/pay');
    expect(call().headers['idempotency-key']).toBe('key-12345678');
    expect(body()).toEqual({
      payments: [
        { gateway_id: 'ledger', amount: '10.00', gateway_data: { ledger_type: 'gift_card', ledger_number: 'GC-1' } },
        { gateway_id: 'stripe', amount: '15.50', gateway_data: { source: 'pm_card_visa', source_type: 'payment_method', save_card: true } },
      ],
    });
    expect(cart.orderIds).toEqual(['o-1']);
  });

  it('pays an injected cart on the cart/… paths', async () => {
    const { api, url, body } = setup(() => ({ status: 200, data: completed }));
    await api.payments.payInjected('cart-1', { idempotencyKey: 'key-12345678', payments: [{ gateway: 'free', amountMinor: 0 }] });
    expect(url()).toBe('/api/cart/cart-1/pay');
    await api.payments.injectedCheckout('cart-1', { idempotencyKey: 'key-12345678', sendEmail: false, payments: [{ gateway: 'free', amountMinor: 0 }] });
    expect(url(1)).toBe('/api/cart/cart-1/guest_checkout');
    expect(body(1)).toEqual({ payments: [{ gateway_id: 'free', amount: '0.00' }], send_email: false });
  });

  it('stores the guest purchaser with the captcha token, and the member purchaser', async () => {
    const { api, url, body } = setup(() => ({ status: 200, data: apiCart({ purchaser_identity_id: 'id-9' }) }));
    const cart = await api.payments.guestCheckout('cart-1', { guestIdentityId: 'id-9', captchaToken: 'tok' });
    expect(url()).toBe('/api/my/cart/cart-1/guest_checkout');
    expect(body()).toEqual({ guest_identity_id: 'id-9', captcha: { provider: 'hcaptcha', token: 'tok' } });
    expect(cart.purchaserIdentityId).toBe('id-9');
    await api.payments.memberCheckout('cart-1');
    expect(url(1)).toBe('/api/my/cart/cart-1/checkout');
    expect(body(1)).toEqual({});
  });

  it('looks up a gift card and answers ledger_not_found', async () => {
    const { api, url } = setup((config) =>
      config.url?.endsWith('GC-1')
        ? { status: 200, data: { number: 'GC-1', balance: '20.00', currency_code: 'USD', state: 'active' } }
        : { status: 404, data: errorBody('ledger_not_found') },
    );
    await expect(api.payments.lookupGiftCard('GC-1')).resolves.toEqual({ number: 'GC-1', balanceMinor: 2000, currency: 'USD', active: true });
    expect(url()).toBe('/api/ledger/gift_card/GC-1');
    await expect(api.payments.lookupGiftCard('nope')).rejects.toMatchObject({ code: 'ledger_not_found' });
  });

  it('reads saved cards', async () => {
    const { api, url } = setup(() => ({ status: 200, data: { data: [{ id: 'pm_saved_1', identifier: 'Visa •••• 4242' }] } }));
    await expect(api.payments.getSavedPaymentMethods()).resolves.toEqual([{ id: 'pm_saved_1', identifier: 'Visa •••• 4242' }]);
    expect(url()).toBe('/api/my/identity/saved_payment_method');
  });
});
