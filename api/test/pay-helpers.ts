/** The two-call purchase (ADR 0008) for tests: store the guest purchaser, then pay with a key. */
import { randomUUID } from 'node:crypto';
import type { ApiCart, ApiPaymentEntry } from '@storefront/shared/wire';
import type { FastifyInstance } from 'fastify';
import type { Browser, Reply } from './helper';

export const FREE: ApiPaymentEntry[] = [{ amount: '0.00', gateway_id: 'free' }];

export const card = (amount: string, source = 'pm_card_visa', extra: Record<string, unknown> = {}): ApiPaymentEntry => ({
  gateway_id: 'stripe',
  amount,
  gateway_data: { source, source_type: 'payment_method', ...extra },
});

export const giftCard = (amount: string, number: string): ApiPaymentEntry => ({
  gateway_id: 'ledger',
  amount,
  gateway_data: { ledger_type: 'gift_card', ledger_number: number },
});

/** A guest identity of the browser's session. */
export async function guestIdentity(browser: Browser, email = 'grace@example.com'): Promise<string> {
  const res = await browser.post<{ id: string }>('/api/identity', { first_name: 'Grace', last_name: 'Hopper', email });
  if (res.status !== 200) throw new Error(`identity: ${res.status}`);
  return res.body.id;
}

/** `POST my/cart/{id}/guest_checkout` with a fresh guest identity. */
export async function storeGuest(browser: Browser, cartId: string, body: Record<string, unknown> = {}): Promise<Reply<ApiCart>> {
  return browser.post<ApiCart>(`/api/my/cart/${cartId}/guest_checkout`, { guest_identity_id: await guestIdentity(browser), ...body });
}

/** `POST {path}` with an Idempotency-Key header (a new one unless given) and the browser's session. */
export async function payWithKey(
  app: FastifyInstance,
  browser: Browser,
  path: string,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<Reply<ApiCart>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    headers: key === null ? {} : { 'idempotency-key': key },
    ...(browser.sessionCookie ? { cookies: { sf_sid: browser.sessionCookie } } : {}),
  });
  return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as ApiCart, headers: res.headers };
}

/** `POST my/cart/{id}/pay`. */
export function pay(app: FastifyInstance, browser: Browser, cartId: string, payments: ApiPaymentEntry[], key?: string | null) {
  return payWithKey(app, browser, `/api/my/cart/${cartId}/pay`, { payments }, key);
}

/** Guest purchaser, then pay: the whole purchase. */
export async function purchase(app: FastifyInstance, browser: Browser, cartId: string, payments: ApiPaymentEntry[]) {
  const stored = await storeGuest(browser, cartId);
  if (stored.status !== 200) return stored;
  return pay(app, browser, cartId, payments);
}
