/** A fake `window.Stripe` for jest: the checkout's Stripe.js calls as mocks (no network, no iframe). */
type StripeGlobal = { Stripe?: unknown };

export function fakeStripe() {
  const card = {
    mount: jest.fn((el: HTMLElement) => {
      el.innerHTML = '<label for="fake-card-number">Card number</label><input id="fake-card-number" />';
    }),
    unmount: jest.fn(),
    on: jest.fn(),
    clear: jest.fn(),
    focus: jest.fn(),
    destroy: jest.fn(),
  };
  const request = {
    canMakePayment: jest.fn().mockResolvedValue(null),
    on: jest.fn(),
    show: jest.fn(),
    update: jest.fn(),
  };
  const stripe = {
    elements: jest.fn(() => ({ create: jest.fn(() => card) })),
    createPaymentMethod: jest.fn().mockResolvedValue({ paymentMethod: { id: 'pm_card_visa', card: { brand: 'visa', last4: '4242' } } }),
    handleNextAction: jest.fn(),
    retrievePaymentIntent: jest.fn(),
    paymentRequest: jest.fn(() => request),
  };
  return { stripe, card, request };
}

let current: ReturnType<typeof fakeStripe>['stripe'] | null = null;

/**
 * Installs a fresh fake behind `window.Stripe`. @stripe/stripe-js keeps the first
 * `window.Stripe` it finds, so the global stays one function that answers the current fake.
 */
export function installFakeStripe(): ReturnType<typeof fakeStripe> {
  const fake = fakeStripe();
  current = fake.stripe;
  const w = window as unknown as StripeGlobal;
  if (!w.Stripe) w.Stripe = Object.assign(() => current, { version: 'endive' });
  return fake;
}
