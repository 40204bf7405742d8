import { makeAutoObservable, runInAction } from 'mobx';
import {
  Loadable,
  formatTime,
  toApiError,
  type Api,
  type ApiError,
  type EventSession,
  type Order,
  type OrderChange,
  type OrderTicket,
} from '@storefront/shared';
import { changeOrder, cartReleasedByEdit, type EditCartStore } from '../manage-order/order-edit-cart';
import { RESCHEDULE_TEXTS as T } from './reschedule-texts';
import { sessionDays, type SessionDay } from './session-choices';

/** How far past the later of today and the current session the other sessions are offered. */
const OFFER_WINDOW_MS = 28 * 24 * 60 * 60 * 1000;

/** Spec 02 §8: these `cart_remove_tickets` codes send the visitor back to the order to start again. */
const RESTART_CODES = ['tickets_too_old', 'ticket_not_found', 'ticket_state_incorrect'];

/** What replaces the form (spec 02 §2, §6, §8). */
export type RescheduleStop =
  /** The order changed under the visitor, or the edit expired: a message and 'Start again'. */
  | { kind: 'restart'; message: string }
  | { kind: 'contact_us' }
  | { kind: 'log_out' }
  /** These tickets are already removed in the live edit cart (B1's page lists the change). */
  | { kind: 'change_pending' }
  | { kind: 'failed'; message: string };

export type RescheduleView = { kind: 'loading' } | RescheduleStop | { kind: 'choose'; order: Order; tickets: OrderTicket[] };

export interface RescheduleOrderDeps {
  api: Api;
  cart: EditCartStore;
  now(): number;
}

/** A stop for an answer of loading the order or of the reschedule call; null when the form stays. */
function stopFor(err: ApiError): RescheduleStop | null {
  if (err.is('cart_expired')) return { kind: 'restart', message: err.description ?? T.changeExpired };
  if (err.context === 'cart_remove_tickets' && RESTART_CODES.includes(err.code)) {
    return { kind: 'restart', message: err.description ?? T.ticketsChanged };
  }
  if (err.is('ticket_not_editable')) return { kind: 'contact_us' };
  if (err.is('edit_requires_logout')) return { kind: 'log_out' };
  if (err.status === 404) return { kind: 'failed', message: T.notFound };
  return null;
}

/**
 * `/manage/{orderId}/reschedule/{sessionId}` (spec 02 §2, §4 Edit order; ADR 0022): the
 * order's editable tickets of that session, the event's other sessions, and the one call
 * that removes the tickets and holds the same types at the new session in the edit cart.
 */
export class RescheduleOrder {
  readonly order = new Loadable<Order>();
  readonly sessions = new Loadable<EventSession[]>();
  selectedSessionId: string | null = null;
  /** 'Please choose a new time.' until a session is chosen. */
  choiceError: string | null = null;
  /** The last reschedule failed but the form stays (sold out, something went wrong). */
  submitError: string | null = null;
  submitting = false;
  /** A reschedule answer that ends the form. */
  stop: RescheduleStop | null = null;

  readonly #deps: RescheduleOrderDeps;
  readonly #orderId: string;
  readonly #sessionId: string;

  constructor(deps: RescheduleOrderDeps, orderId: string, sessionId: string) {
    this.#deps = deps;
    this.#orderId = orderId;
    this.#sessionId = sessionId;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get view(): RescheduleView {
    if (this.stop) return this.stop;
    const { state } = this.order;
    if (state.status === 'error') return stopFor(state.error) ?? { kind: 'failed', message: T.failed };
    if (state.status !== 'ready') return { kind: 'loading' };
    const order = state.value;
    const ofSession = order.tickets.filter((t) => t.sessionId === this.#sessionId && t.editable);
    const removed = new Set(this.#liveEdit(order)?.removedTicketIds ?? []);
    const tickets = ofSession.filter((t) => !removed.has(t.id));
    if (tickets.length > 0) return { kind: 'choose', order, tickets };
    return ofSession.length > 0 ? { kind: 'change_pending' } : { kind: 'contact_us' };
  }

  /** The other sessions by venue date, with whether each can take the tickets. */
  get days(): SessionDay[] {
    const view = this.view;
    if (view.kind !== 'choose' || this.sessions.state.status !== 'ready') return [];
    return sessionDays(this.sessions.state.value, this.#sessionId, view.tickets.length, view.order.timezone);
  }

  async load(): Promise<void> {
    await this.order.load(() => this.#deps.api.orders.getOrder(this.#orderId));
    await this.loadSessions();
  }

  /** The event's sessions from now to four weeks past the current one, of the tickets' groups. */
  loadSessions(): Promise<void> {
    const view = this.view;
    if (view.kind !== 'choose') return Promise.resolve();
    const now = this.#deps.now();
    const current = view.tickets[0]?.validFrom;
    const until = Math.max(now, current ? Date.parse(current) : now) + OFFER_WINDOW_MS;
    const ticketGroupIds = [...new Set(view.tickets.map((t) => t.ticketGroupId))];
    return this.sessions.load(() =>
      this.#deps.api.events.getSessions(view.order.eventId, {
        from: new Date(now).toISOString(),
        to: new Date(until).toISOString(),
        ticketGroupIds,
      }),
    );
  }

  choose(sessionId: string): void {
    this.selectedSessionId = sessionId;
    this.choiceError = null;
  }

  /** Removes the tickets and holds the new session in one call; true once the edit cart has the change. */
  async submit(): Promise<boolean> {
    const view = this.view;
    if (view.kind !== 'choose' || this.submitting) return false;
    const chosen = this.days.flatMap((d) => d.choices).find((c) => c.open && c.session.id === this.selectedSessionId);
    if (!chosen) {
      this.choiceError = T.chooseSession;
      return false;
    }
    this.submitting = true;
    this.submitError = null;
    const change: OrderChange = {
      removeTicketIds: view.tickets.map((t) => t.id),
      reserve: {
        items: view.tickets.map((t) => ({ ticketTypeId: t.ticketTypeId, sessionId: chosen.session.id, admitName: t.admitName ?? undefined })),
      },
    };
    const editCartId = this.#liveEdit(view.order)?.cartId ?? view.order.editCartId;
    try {
      await changeOrder(this.#deps, view.order.id, editCartId, change);
      return true;
    } catch (e) {
      await this.#failed(toApiError(e), chosen.session, view.order.timezone);
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  async #failed(err: ApiError, session: EventSession, timezone: string): Promise<void> {
    const stop = stopFor(err);
    if (stop) {
      runInAction(() => (this.stop = stop));
      return;
    }
    const taken = err.is('event_session_sold_out') || err.is('session_capacity_exceeded');
    runInAction(() => {
      if (!taken) {
        this.submitError = T.failed;
        return;
      }
      this.submitError = err.is('event_session_sold_out') ? T.sessionSoldOut(formatTime(session.start, timezone)) : (err.description ?? T.failed);
      this.selectedSessionId = null;
    });
    if (taken) await this.loadSessions();
  }

  /** A shopping cart (or another order's edit) rescheduling would release. */
  get releasesCart(): boolean {
    return cartReleasedByEdit(this.#deps.cart.cart, this.#orderId) !== null;
  }

  /** The cart store's edit cart of this order, when it is the visitor's current cart. */
  #liveEdit(order: Order): { cartId: string; removedTicketIds: string[] } | null {
    const current = this.#deps.cart.cart;
    if (current?.orderEdit?.orderId !== order.id) return null;
    return { cartId: current.id, removedTicketIds: current.orderEdit.removedTicketIds };
  }
}
