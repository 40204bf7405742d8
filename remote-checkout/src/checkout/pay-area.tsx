import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import { Button, formatMoney, useStores } from '@storefront/shared';
import { WalletButton } from '../payment/wallet-button';
import type { CheckoutStore } from './checkout-store';

export const PAY_BUTTON_TEXT = 'Pay now';
export const COMPLETE_BUTTON_TEXT = 'Complete order';
/** Beside the pay button: the amount the card (or wallet) is charged. */
export const CARD_TOTAL_TEXT = 'Amount to pay by card:';
/** Said (not shown: the busy button shows it) while a submit runs. */
export const SUBMITTING_TEXT = 'Please wait while we process your order.';

/**
 * Total outstanding, what the card pays now, and the pay button (a wallet's 48 px button when one
 * is chosen); hidden while blocked. A running submit is announced; a cancelled one (the captcha
 * challenge closed) gives the focus back to the pay button.
 */
export const PayArea = observer(function PayArea({ store, onWallet }: { store: CheckoutStore; onWallet(ev: PaymentRequestPaymentMethodEvent): void }) {
  const { config } = useStores();
  const payRef = useRef<HTMLButtonElement>(null);
  const focusPay = store.focus === 'pay' && !store.submitting;
  useEffect(() => {
    if (focusPay) payRef.current?.focus();
  }, [focusPay]);
  const cart = store.cart;
  if (!cart) return null;
  const money = (minor: number) => formatMoney(minor, cart.currency);
  return (
    <div className="chk-pay" id="chk-pay">
      {cart.paymentsMade && (
        <p className="chk-pay__outstanding">
          Total outstanding: <strong>{money(cart.outstandingMinor)}</strong>
        </p>
      )}
      {store.needsCard && (
        <p className="chk-pay__card-total">
          {CARD_TOTAL_TEXT} <strong>{money(store.cardMinor)}</strong>
        </p>
      )}
      {!cart.blocked && (
        <>
          <WalletButton
            payment={store.payment}
            amountMinor={store.cardMinor}
            currency={cart.currency}
            label={config.sellerName}
            disabled={store.submitting}
            onPayment={onWallet}
          />
          {!(store.payment.isWallet && store.needsCard) && (
            <Button type="submit" variant="primary" busy={store.submitting} disabled={!store.cardAmountOk} ref={payRef}>
              {store.payNowMinor > 0 ? PAY_BUTTON_TEXT : COMPLETE_BUTTON_TEXT}
            </Button>
          )}
        </>
      )}
      <p className="sf-visually-hidden" role="status">
        {store.submitting ? SUBMITTING_TEXT : ''}
      </p>
    </div>
  );
});

/** Spec 02 §2 mobile footer: 'Total to pay' and the pay button (shown on narrow screens by CSS); none when nothing is due by card. */
export const MobileFooter = observer(function MobileFooter({ store }: { store: CheckoutStore }) {
  const cart = store.cart;
  if (!cart || !store.needsCard) return null;
  const wallet = store.payment.isWallet && store.needsCard;
  return (
    <div className="chk-footer">
      <p className="chk-footer__total">
        Total to pay <strong>{formatMoney(store.payNowMinor, cart.currency)}</strong>
      </p>
      {!cart.blocked &&
        (wallet ? (
          <a className="sf-button sf-button--primary" href="#chk-pay">
            {PAY_BUTTON_TEXT}
          </a>
        ) : (
          <Button type="submit" form="chk-checkout-form" variant="primary" busy={store.submitting} disabled={!store.cardAmountOk}>
            {store.payNowMinor > 0 ? PAY_BUTTON_TEXT : COMPLETE_BUTTON_TEXT}
          </Button>
        ))}
    </div>
  );
});
