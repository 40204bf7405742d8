import { ApiError, type PaymentInput } from '@storefront/shared';
import { cart, fakeApi } from '@storefront/shared/testing';
import type { PaymentStore } from '../payment/payment-store';
import { PayCalls, type PayTarget } from './pay-calls';

const entries: PaymentInput[] = [{ gateway: 'stripe', amountMinor: 2500, source: 'pm_1', sourceType: 'payment_method' }];
const card = { choice: 'card', stripe: null } as unknown as PaymentStore;
const own: PayTarget = { cartId: 'cart-1', injected: null, autoRenew: undefined };

describe('PayCalls (spec 02 §4, ADR 0008)', () => {
  it("sends the same payment again under the kept key after a lost answer, and a new key after an answer", async () => {
    const api = fakeApi();
    const calls = new PayCalls(api);
    api.payments.pay.mockRejectedValueOnce(new ApiError({ status: null, code: 'network' })).mockResolvedValue(cart());
    await expect(calls.pay(own, entries, card)).rejects.toMatchObject({ code: 'network' });
    await calls.pay(own, entries, card);
    await calls.pay(own, entries, card);
    const keys = api.payments.pay.mock.calls.map(([, body]) => body.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("sends a membership cart's auto-renew choice", async () => {
    const api = fakeApi();
    api.payments.pay.mockResolvedValue(cart());
    await new PayCalls(api).pay({ ...own, autoRenew: false }, entries, card);
    expect(api.payments.pay).toHaveBeenCalledWith('cart-1', expect.objectContaining({ payments: entries, autoRenew: false }));
  });

  it("pays an injected cart through injected_checkout first, and a confirmed intent through the injected pay call", async () => {
    const api = fakeApi();
    api.payments.injectedCheckout.mockResolvedValue(cart());
    api.payments.payInjected.mockResolvedValue(cart());
    const calls = new PayCalls(api);
    const injected: PayTarget = { cartId: 'cart-9', injected: { sendEmail: true }, autoRenew: undefined };
    await calls.pay(injected, entries, card);
    expect(api.payments.injectedCheckout).toHaveBeenCalledWith('cart-9', expect.objectContaining({ payments: entries, sendEmail: true }));
    await calls.payIntent(injected, 2500, 'pi_1');
    expect(api.payments.payInjected).toHaveBeenCalledWith('cart-9', {
      payments: [{ gateway: 'stripe', amountMinor: 2500, source: 'pi_1', sourceType: 'payment_intent' }],
      idempotencyKey: 'intent-pi_1',
    });
  });

  it('without Stripe.js an intent that needs an action fails with the Stripe-unable-to-load message', async () => {
    const api = fakeApi();
    api.payments.pay.mockRejectedValue(new ApiError({ status: 402, code: 'intent_requires_action', extra: { client_secret: 's', payment_intent_id: 'pi_2' } }));
    await expect(new PayCalls(api).pay(own, entries, card)).rejects.toMatchObject({ name: 'ProviderFailure', message: expect.stringContaining('Stripe was unable to load') });
  });
});
