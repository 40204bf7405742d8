/**
 * Loads Stripe.js for the checkout only (ADR 0008). With a sandbox script configured, that
 * script is injected first: it defines `window.Stripe`, which `@stripe/stripe-js` then uses
 * instead of loading js.stripe.com. Nothing here touches `window` at module load.
 */
import type { Stripe } from '@stripe/stripe-js';

export interface StripeProvider {
  publishable_key: string;
  sandbox_script_url: string | null;
}

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-sandbox-stripe]`);
    if (existing && 'Stripe' in window) return resolve();
    const script = existing ?? document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.sandboxStripe = 'true';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    if (!existing) document.head.appendChild(script);
  });
}

/** Resolves with the Stripe instance; rejects when Stripe.js cannot load (blocked, offline). */
export async function loadStripeJs(provider: StripeProvider): Promise<Stripe> {
  if (provider.sandbox_script_url && !('Stripe' in window)) await injectScript(provider.sandbox_script_url);
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(provider.publishable_key);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}
