import { lazy, useMemo, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import { Alert, HydrationBoundary, Loading, useStores, type IdentityInput } from '@storefront/shared';
import { checkoutIdentitySchema, emptyCheckoutIdentity, type CheckoutIdentityValues } from '@storefront/shared/validation';
import { CartWidget } from '../cart-widget/cart-widget';
import { BlockedCartForm } from '../blocked-cart/blocked-cart-form';
import { DonationSection } from '../donation/donation-section';
import { GiftCardSection } from '../gift-cards/gift-card-section';
import { PaymentSection } from '../payment/payment-section';
import { ScheduledPaymentsPanel } from '../scheduled-payments/scheduled-payments-panel';
import { TermsCheckbox } from '../terms/terms-checkbox';
import type { CheckoutStore, SubmitResult } from './checkout-store';
import { CheckoutMessageView } from './checkout-message';
import { IdentityFields, toIdentityInput } from './identity-form';
import { GIFTEE_MISSING_MESSAGE } from './membership-checkout';
import { MobileFooter, PayArea } from './pay-area';
import { payerValues } from './wallet-payer';

const CaptchaBox = lazy(() => import('../captcha/captcha-box'));

/** Spec 02 §2 page parts, in order, around the one submit (spec 02 §4). */
export const CheckoutForm = observer(function CheckoutForm({ store }: { store: CheckoutStore }) {
  const { config, clock } = useStores();
  const cart = store.cart!;
  const customFields = config.settings.checkoutCustomFields;
  const schema = useMemo(() => checkoutIdentitySchema(customFields), [customFields]);
  const form = useForm<CheckoutIdentityValues>({
    resolver: yupResolver(schema),
    shouldFocusError: true,
    defaultValues: emptyCheckoutIdentity(cart.currency, customFields),
  });
  const donation = <DonationSection donation={store.donation} currency={cart.currency} />;
  const donationFirst = store.donationPlacement === 'before-identity';
  const termsRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const otherRef = useRef<HTMLInputElement>(null);

  const run = async (identity: IdentityInput | null, walletMethod?: string): Promise<SubmitResult> => {
    const result = await store.submit(identity, walletMethod);
    if (result === 'partial') window.scrollTo(0, 0);
    if (store.focus === 'terms') termsRef.current?.focus();
    else if (store.focus === 'card') store.payment.card?.focus();
    else if (store.focus === 'message') messageRef.current?.focus();
    else if (store.focus === 'other') otherRef.current?.focus();
    return result;
  };
  const validated = (then: (identity: IdentityInput | null) => Promise<unknown>, onInvalid?: () => void) =>
    store.showIdentityForm
      ? form.handleSubmit(
          (v) => then(toIdentityInput(v)),
          () => {
            store.failValidation();
            onInvalid?.();
          },
        )
      : (e?: FormEvent) => {
          e?.preventDefault();
          return then(null);
        };

  const onWallet = (ev: PaymentRequestPaymentMethodEvent) => {
    for (const [name, value] of payerValues(ev)) form.setValue(name, value, { shouldValidate: false });
    const paid = (r: SubmitResult) => ev.complete(r === 'invalid' || r === 'failed' || r === 'cancelled' ? 'fail' : 'success');
    void validated(
      (identity) => run(identity, ev.paymentMethod.id).then(paid),
      () => ev.complete('fail'),
    )();
  };

  return (
    <div className="chk-checkout">
      <section className="chk-checkout__main" aria-labelledby="chk-checkout-title">
        <h1 id="chk-checkout-title">{store.title}</h1>
        <CheckoutMessageView message={store.gifteeMissing ? GIFTEE_MISSING_MESSAGE : store.message} ref={messageRef} />
        {store.memberMessage && <Alert kind="info">{store.memberMessage}</Alert>}
        {cart.blocked && (
          <BlockedCartForm
            blockedCode={store.blockedCode}
            reasons={cart.cartmods.flatMap((m) => (m.blockingCheckout && m.description ? [m.description] : []))}
          />
        )}
        {!store.gifteeMissing && (
          <form id="chk-checkout-form" className="chk-checkout__form" aria-labelledby="chk-checkout-title" noValidate onSubmit={(e) => void validated((i) => run(i))(e)}>
            {donationFirst && donation}
            {store.showIdentityForm && <IdentityFields form={form} customFields={customFields} />}
            {!donationFirst && donation}
            {cart.scheduledPayments.length > 0 && (
              <ScheduledPaymentsPanel cart={cart} dueMinor={store.dueNowMinor} schedule={store.schedule} timezone={config.timezone} now={clock.now} otherRef={otherRef} />
            )}
            {cart.outstandingMinor > 0 && <GiftCardSection giftCards={store.giftCards} currency={cart.currency} />}
            <PaymentSection store={store} />
            {store.captchaConfig && (
              <HydrationBoundary fallback={<Loading label="Loading the captcha" />}>
                <CaptchaBox state={store.captcha} siteKey={store.captchaConfig.site_key} scriptSource={store.captchaConfig.sandbox_script_url} />
              </HydrationBoundary>
            )}
            {store.terms.text && (
              <TermsCheckbox text={store.terms.text} accepted={store.terms.accepted} error={store.terms.error} onChange={store.terms.setAccepted} inputRef={termsRef} />
            )}
            <PayArea store={store} onWallet={onWallet} />
          </form>
        )}
      </section>
      <aside className="chk-checkout__aside" aria-label="Order summary">
        <CartWidget />
      </aside>
      {!store.gifteeMissing && <MobileFooter store={store} />}
    </div>
  );
});
