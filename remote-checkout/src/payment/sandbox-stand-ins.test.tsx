/**
 * The checkout against the API's sandbox stand-ins (api/sandbox/stripe.js and hcaptcha.js)
 * with the real @stripe/stripe-js and @hcaptcha/react-hcaptcha: the labels an end-to-end
 * test uses, Stripe's test cards and the authentication dialog.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { completedCart, renderCheckout, fillIdentity, payButton } from '../testing/checkout-harness';

const standIn = (name: string) => readFileSync(join(__dirname, '../../../api/sandbox', name), 'utf8');

beforeAll(() => {
  // As the browser runs them: plain scripts defining window.Stripe and window.hcaptcha.
  (0, eval)(standIn('stripe.js'));
  (0, eval)(standIn('hcaptcha.js'));
});

async function fillCard(number: string) {
  await userEvent.type(await screen.findByLabelText('Card number', { exact: true }), number);
  await userEvent.type(screen.getByLabelText('Expiration date (MM / YY)'), '12 / 34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.type(screen.getByLabelText('ZIP', { exact: true }), '12345');
}

describe('checkout with the sandbox stand-ins', () => {
  it('pays with a test card after the captcha', async () => {
    const { api } = await renderCheckout({ captcha: true });
    api.payments.pay.mockResolvedValue(completedCart());
    await fillCard('4242 4242 4242 4242');
    await fillIdentity();
    // The captcha widget mounts once hCaptcha's script has loaded, after the form.
    await userEvent.click(await screen.findByLabelText('I am human'));
    await userEvent.click(payButton());
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.guestCheckout).toHaveBeenCalledWith('cart-1', {
      guestIdentityId: 'id-guest',
      captchaToken: '10000000-aaaa-bbbb-cccc-000000000001',
    });
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([expect.objectContaining({ source: 'pm_card_visa', sourceType: 'payment_method' })]);
  });

  it("shows Stripe's message for an incomplete card", async () => {
    const { api } = await renderCheckout();
    await userEvent.type(await screen.findByLabelText('Card number', { exact: true }), '4242');
    await fillIdentity();
    await userEvent.click(payButton());
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(api.payments.pay).not.toHaveBeenCalled();
  });

  it('completes the authentication of a card that requires it, then pays with the intent', async () => {
    const intent = { id: 'pi_3', client_secret: 'pi_3_secret_z', amount: 2500, currency: 'usd', last_payment_error: null };
    const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => ({
      ok: true,
      json: async () => ({ ...intent, status: init?.method === 'POST' ? 'succeeded' : 'requires_action' }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { api } = await renderCheckout();
    api.payments.pay
      .mockRejectedValueOnce(new ApiError({ status: 402, code: 'intent_requires_action', extra: { payment_intent_id: 'pi_3', client_secret: 'pi_3_secret_z' } }))
      .mockResolvedValueOnce(completedCart());
    await fillCard('4000 0025 0000 3155');
    await fillIdentity();
    await userEvent.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox 3D Secure 2 test page' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('at /checkout/complete?orderIds=o-1')).toBeInTheDocument();
    expect(api.payments.pay.mock.calls[0]![1].payments).toEqual([expect.objectContaining({ source: 'pm_card_authenticationRequired' })]);
    expect(api.payments.pay.mock.calls[1]![1].payments).toEqual([expect.objectContaining({ source: 'pi_3', sourceType: 'payment_intent' })]);
    expect(fetchMock).toHaveBeenLastCalledWith(
      expect.stringMatching(/\/sandbox\/stripe\/payment_intents\/pi_3\/confirm$/),
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ client_secret: 'pi_3_secret_z', action: 'complete' }) }),
    );
  });
});
