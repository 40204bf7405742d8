/** Wire fixtures and HTTP fakes for shared's tests (not exported from the package). */
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type {
  ApiCart,
  ApiEvent,
  ApiOrderTicket,
  ApiSellerConfig,
  ApiSession,
  ApiTicket,
  ApiTicketGroup,
  ApiTicketOrder,
  ApiTicketType,
} from '../wire';
import type { PageConfig } from '../federation/page-config';

export const seller: ApiSellerConfig = {
  id: 'seller-1',
  slug: 'acme',
  name: 'Acme Museum',
  timezone: 'America/New_York',
  default_currency_code: 'USD',
  cart_hold_seconds: 900,
  providers: { stripe: null, captcha: null },
  web: {},
};

export const pageConfig: PageConfig = { seller, apiBaseUrl: '/api/', basePath: '/acme' };

export function apiTicketType(o: Partial<ApiTicketType> = {}): ApiTicketType {
  return {
    id: 'tt-adult',
    ticket_group_id: 'tg-1',
    name: 'Adult',
    description: null,
    summary: null,
    currency_amount: '25.00',
    currency_amount_min: null,
    currency_amount_max: null,
    _rank: 1,
    ...o,
  };
}

export function apiTicketGroup(o: Partial<ApiTicketGroup> = {}): ApiTicketGroup {
  return {
    id: 'tg-1',
    event_template_id: 'ev-1',
    name: 'General admission',
    description: null,
    handler: 'tickets',
    hidden_type: 'public_browsable',
    min_tickets_per_order: 0,
    max_tickets_per_order: -1,
    sales_start: null,
    sales_end: null,
    start_policy: null,
    start_policy_date: null,
    duration_new: null,
    capacity: -1,
    oversell_capacity: 0,
    used_capacity: 0,
    available: true,
    sold_out: false,
    exclude_from_event_capacity: false,
    additional_info_spec: null,
    _rank: 1,
    meta: {},
    color: null,
    ...o,
  };
}

export function apiEvent(o: Partial<ApiEvent> = {}): ApiEvent {
  return {
    id: 'ev-1',
    seller_id: 'seller-1',
    name: 'Museum admission',
    subtitle: 'Timed entry',
    description: 'See it all',
    summary: 'Admission',
    category: 'admission',
    event_type: 'repeating',
    hidden_type: 'public_browsable',
    meta: { image_profile: 'https://img/ev-1.jpg', image_profile_alt: 'The hall' },
    config: {},
    venue: { id: 'v-1', name: 'Main building', timezone: 'America/New_York' },
    ticket_group: [apiTicketGroup()],
    ticket_type: [apiTicketType()],
    ...o,
  };
}

export function apiSession(o: Partial<ApiSession> = {}): ApiSession {
  return {
    id: 'se-1',
    event_template_id: 'ev-1',
    start_datetime: '2026-11-22T15:00:00.000Z',
    end_datetime: '2026-11-22T16:00:00.000Z',
    capacity: 100,
    oversell_capacity: 0,
    used_capacity: 10,
    sold_out: false,
    ...o,
  };
}

export function apiTicket(o: Partial<ApiTicket> = {}): ApiTicket {
  return {
    id: 't-1',
    state: 'in_cart',
    event_template_id: 'ev-1',
    event_session_id: 'se-1',
    ticket_group_id: 'tg-1',
    ticket_type_id: 'tt-adult',
    ticket_order_id: null,
    face_value: '25.00',
    adjusted_value: '25.00',
    admit_name: null,
    admit_email: null,
    scan_code: null,
    valid_from: null,
    valid_to: null,
    seat_template_id: null,
    seat_name: null,
    ...o,
  };
}

export function apiCart(o: Partial<ApiCart> = {}): ApiCart {
  const tickets = o.tickets ?? [apiTicket()];
  return {
    id: 'cart-1',
    cart_number: 'C-1001',
    seller_id: 'seller-1',
    state: 'pending',
    identity_id: 'id-public',
    expires_at: '2026-11-22T14:15:00.000Z',
    expires_in: 900,
    currency_code: 'USD',
    tickets,
    cartmods: [],
    cart_fees: {
      currency_code: 'USD',
      grand_totals: { total: '25.00', total_outstanding: '25.00', total_due: '25.00', total_paid: '0.00', outside_fees: '0.00' },
    },
    purchaser_identity_id: null,
    scheduled_payments: [],
    completed_payments: [],
    gateway_audit: [],
    ticket_order: [],
    is_gift: false,
    giftee: null,
    gift_code: null,
    order_edit: null,
    event_template: [apiEvent()],
    event_session: [apiSession()],
    ticket_group: [apiTicketGroup()],
    ticket_type: [apiTicketType()],
    ...o,
  };
}

type Reply = { status: number; data?: unknown } | Error;

/**
 * An axios adapter answering from `handler` (no network). Non-2xx statuses reject with an
 * AxiosError carrying the response, as axios's own adapters do.
 */
export function fakeAdapter(handler: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>): AxiosAdapter & { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push(config);
    const reply = await handler(config);
    if (reply instanceof Error) throw reply;
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config, request: {} };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return Object.assign(adapter, { calls });
}

export const networkError = (config?: InternalAxiosRequestConfig) =>
  new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
export const timeoutError = (config?: InternalAxiosRequestConfig) =>
  new AxiosError('timeout of 20000ms exceeded', AxiosError.ECONNABORTED, config, {});

/** A 4xx body as the platform sends it. */
export const errorBody = (code: string, context = '', description = '', extra: Record<string, unknown> = {}) => [
  { _code: code, _context: context, _description: description, _extra: extra },
];

/** A booked ticket of order 'o-1', with its type's name. */
export function apiOrderTicket(o: Partial<ApiOrderTicket> = {}): ApiOrderTicket {
  return {
    ...apiTicket({ state: 'booked', ticket_order_id: 'o-1', scan_code: 'T-SCAN' }),
    ticket_type_name: 'Adult',
    cancellable: false,
    editable: false,
    ...o,
  };
}

/** A completed tickets order of one booked ticket, at a venue in New York. */
export function apiTicketOrder(o: Partial<ApiTicketOrder> = {}): ApiTicketOrder {
  return {
    id: 'o-1',
    order_number: 'N-77',
    cart_id: 'cart-1',
    identity_id: 'id-1',
    purchased_on: '2026-11-22T14:00:00.000Z',
    event_template_id: 'ev-1',
    event_name: 'Museum admission',
    purchaser_email: 'ada@example.com',
    timezone: 'America/New_York',
    currency_code: 'USD',
    total: '25.00',
    kind: 'tickets',
    scan_code: 'O-SCAN',
    tickets: [apiOrderTicket()],
    membership: null,
    cancellable: false,
    edit_cart_id: null,
    ...o,
  };
}
