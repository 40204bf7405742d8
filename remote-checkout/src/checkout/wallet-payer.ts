import type { PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import type { CheckoutIdentityValues } from '@storefront/shared/validation';

type FilledField = 'firstName' | 'lastName' | 'email' | 'emailConfirm' | 'phone' | 'address' | 'addressMore' | 'city' | 'state' | 'country' | 'zipCode';

/** Spec 02 §3 wallet payer data: name, e-mail, phone and shipping address fill the identity form. */
export function payerValues(ev: Pick<PaymentRequestPaymentMethodEvent, 'payerName' | 'payerEmail' | 'payerPhone' | 'shippingAddress'>): [FilledField, string][] {
  const out: [FilledField, string][] = [];
  const [first = '', ...rest] = (ev.payerName ?? '').trim().split(/\s+/);
  if (first) out.push(['firstName', first]);
  if (rest.length) out.push(['lastName', rest.join(' ')]);
  if (ev.payerEmail) out.push(['email', ev.payerEmail], ['emailConfirm', ev.payerEmail]);
  if (ev.payerPhone) out.push(['phone', ev.payerPhone]);
  const a = ev.shippingAddress;
  if (a) {
    const [line1 = '', ...more] = a.addressLine ?? [];
    const fields: [FilledField, string | undefined][] = [
      ['address', line1],
      ['addressMore', more.join(', ')],
      ['city', a.city],
      ['country', a.country],
      ['state', a.region],
      ['zipCode', a.postalCode],
    ];
    for (const [name, value] of fields) if (value) out.push([name, value]);
  }
  return out satisfies [keyof CheckoutIdentityValues, string][];
}
