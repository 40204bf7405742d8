import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { browserStorage } from '@storefront/shared';
import { EXPRESS_CHECKOUT_PARAM } from './listing-filters-query';

/** Where the flag is remembered for the browser session (this tab). */
export const EXPRESS_CHECKOUT_STORAGE_KEY = 'storefront.expresscheckout';

const isOn = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/** Whether this session asked for express checkout (the flag seen earlier). */
export function isExpressCheckoutRemembered(storage: Pick<Storage, 'getItem'> = browserStorage('sessionStorage')): boolean {
  return storage.getItem(EXPRESS_CHECKOUT_STORAGE_KEY) === 'true';
}

/** Where storage is blocked, `browserStorage` keeps the flag for this page only. */
function remember(on: boolean): void {
  const storage = browserStorage('sessionStorage');
  if (on) storage.setItem(EXPRESS_CHECKOUT_STORAGE_KEY, 'true');
  else storage.removeItem(EXPRESS_CHECKOUT_STORAGE_KEY);
}

/**
 * Spec 01 §2: the query flag `expresscheckout` skips upsells and is stripped from the
 * address (replacing history); with it /events goes to /checkout when the cart has items.
 * The flag is remembered for the session, so later visits to /events do the same
 * (`expresscheckout=false` forgets it). Returns whether express checkout applies and
 * whether to redirect now.
 */
export function useExpressCheckout(cartHasItems: boolean): { express: boolean; redirect: boolean } {
  const [params, setParams] = useSearchParams();
  const inAddress = params.has(EXPRESS_CHECKOUT_PARAM);
  const on = inAddress ? isOn(params.get(EXPRESS_CHECKOUT_PARAM)) : isExpressCheckoutRemembered();
  const redirect = on && cartHasItems;

  useEffect(() => {
    if (!inAddress) return;
    remember(on);
    // Leaving for /checkout drops the address anyway; stripping too would bring us back.
    if (redirect) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(EXPRESS_CHECKOUT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [inAddress, on, redirect, setParams]);

  return { express: on, redirect };
}
