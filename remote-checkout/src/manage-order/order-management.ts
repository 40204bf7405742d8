import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { toApiError, type Api, type ApiError, type Cart, type CartStore, type Clock, type Order, type OrderTicket } from '@storefront/shared';
import { cardAmountSupported } from '@storefront/shared/validation';
import { newIdempotencyKey } from '../checkout/payment-entries';
import { MANAGE_ORDER_TEXTS as T } from './manage-order-texts';
import { cartReleasedByEdit, changeOrder } from './order-edit-cart';
import { isUpcomingTicket, sessionLines, type SessionLine } from './order-lines';

/** What a confirmed edit did (spec 02 §4 "After success"): new tickets were held, or only removals. */
export type EditOutcome = 'rescheduled' | 'cancelled';

/** Router state of `/manage/{id}` after the confirm page paid the edit. */
export interface ManageOrderState {
  editOutcome?: EditOutcome;
}

export const editOutcomeOf = (editCart: Cart): EditOutcome => (editCart.ticketIds.length > 0 ? 'rescheduled' : 'cancelled');

export interface ManageMessage {
  kind: 'success' | 'error';
  text: string;
}

export type ManageView = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; order: Order };

export type ManageAction = 'remove' | 'confirm' | 'discard' | 'cancel' | 'resend';

export interface OrderManagementDeps {
  api: Api;
  cart: Pick<CartStore, 'cart' | 'takeCart' | 'discard'>;
  clock: Pick<Clock, 'now'>;
}

const orderFailure = (err: ApiError) => (err.status === 404 ? T.notFound : T.failed);

/** Spec 02 §8, ADR 0022: why an edit (remove, confirm) was refused. */
function editFailure(err: ApiError): string {
  if (err.is('edit_requires_logout')) return T.logOut;
  if (err.is('ticket_not_editable')) return T.contactToReschedule;
  if (err.status === 404) return T.notFound;
  if (err.status !== null && err.status < 500 && err.description) return err.description;
  return T.failed;
}

function cancelFailure(err: ApiError): string {
  if (err.is('no_valid_tickets')) return T.noValidTickets;
  if (err.is('order_not_cancellable')) return T.contactToCancel;
  if (err.is('no_tickets_selected')) return T.selectAtLeastOne;
  if (err.is('edit_requires_logout')) return T.logOut;
  return orderFailure(err);
}

/**
 * `/manage/{ticketOrderId}` (spec 02 §2 Order management, §4 Edit order, §5 cancel free order;
 * ADR 0022): the order by session, its edit cart (the visitor's current cart, so the timer and
 * its dialogs apply), confirming or discarding the edit, and cancelling a free order's tickets.
 */
export class OrderManagement {
  order: Order | null = null;
  loadError: ApiError | null = null;
  /** The action under way; the page's buttons wait for it. */
  busy: ManageAction | null = null;
  /** The last action's outcome, shown (and focused) above the order. */
  message: ManageMessage | null = null;
  /** Counts the messages shown, so the page moves the focus to each new one. */
  messageCount = 0;
  /** Tickets ticked in the cancel form. */
  selectedForCancel: string[] = [];
  /** 'Please select at least one ticket to continue.' under the cancel form's legend. */
  cancelError: string | null = null;
  /** `open` is done: the order is read and its live edit cart, if any, taken. */
  opened = false;

  readonly #deps: OrderManagementDeps;
  readonly #orderId: string;
  #opened: Promise<void> | null = null;

  constructor(deps: OrderManagementDeps, orderId: string) {
    this.#deps = deps;
    this.#orderId = orderId;
    makeAutoObservable(this, { order: observableRef, loadError: observableRef, message: observableRef }, { autoBind: true });
  }

  get orderId(): string {
    return this.#orderId;
  }

  get view(): ManageView {
    if (this.order) return { kind: 'ready', order: this.order };
    if (this.loadError) return { kind: 'error', message: orderFailure(this.loadError) };
    return { kind: 'loading' };
  }

  /** The visitor's current cart when it edits this order (spec 02 §4 Edit order). */
  get editCart(): Cart | null {
    const cart = this.#deps.cart.cart;
    return cart?.orderEdit?.orderId === this.#orderId ? cart : null;
  }

  /** A shopping cart (or another order's edit) the first change here would release. */
  get releasesCart(): boolean {
    return cartReleasedByEdit(this.#deps.cart.cart, this.#orderId) !== null;
  }

  get removedTicketIds(): ReadonlySet<string> {
    return new Set(this.editCart?.orderEdit?.removedTicketIds ?? []);
  }

  /** The order's tickets the edit removes. */
  get removedTickets(): OrderTicket[] {
    return this.order?.allTickets.filter((t) => this.removedTicketIds.has(t.id)) ?? [];
  }

  /** Every ticket the order had, by session, with the line's state at the clock's time. */
  get lines(): SessionLine[] {
    return this.order ? sessionLines(this.order.allTickets, this.#deps.clock.now) : [];
  }

  /** The line's tickets an edit may still remove or reschedule; none once the line has a status. */
  editableTickets(line: SessionLine): OrderTicket[] {
    if (line.status) return [];
    return line.tickets.filter((t) => t.editable && !this.removedTicketIds.has(t.id));
  }

  /** ADR 0022: only a ticket of value 0 goes without a replacement (the API refuses a paid one). */
  removableTickets(line: SessionLine): OrderTicket[] {
    return this.editableTickets(line).filter((t) => t.adjustedValueMinor === 0);
  }

  get cancellableTickets(): OrderTicket[] {
    return this.order?.tickets.filter((t) => t.cancellable) ?? [];
  }

  /** Spec 02 §5: a paid order has live tickets still to come but cannot be cancelled here. */
  get mustContactToCancel(): boolean {
    const order = this.order;
    const now = this.#deps.clock.now;
    return order !== null && !order.cancellable && order.tickets.some((t) => isUpcomingTicket(t, now));
  }

  /**
   * Trades the manage link's key for access (once), then reads the order and takes its live
   * edit cart as the visitor's cart. Called again (a remount in development) it waits for the first.
   */
  open(key: string | null): Promise<void> {
    this.#opened ??= this.#open(key);
    return this.#opened;
  }

  async #open(key: string | null): Promise<void> {
    if (key) {
      // A wrong key grants nothing: reading the order then answers whether the visitor may see it.
      await this.#deps.api.orders.grantOrderAccess(this.#orderId, key).catch(() => undefined);
    }
    await this.reload();
    await this.#takeEditCart();
    runInAction(() => (this.opened = true));
  }

  async #takeEditCart(): Promise<void> {
    const editCartId = this.order?.editCartId;
    if (!editCartId || this.#deps.cart.cart?.id === editCartId) return;
    try {
      const cart = await this.#deps.api.cart.getCart(editCartId);
      runInAction(() => this.#deps.cart.takeCart(cart));
    } catch {
      // Gone meanwhile (expired, confirmed in another tab): the order as read is all there is.
    }
  }

  /** Reads the order again (uncached); the page keeps showing the last one meanwhile. */
  async reload(): Promise<void> {
    try {
      const order = await this.#deps.api.orders.getOrder(this.#orderId);
      runInAction(() => {
        this.order = order;
        this.loadError = null;
        this.selectedForCancel = this.selectedForCancel.filter((id) => order.tickets.some((t) => t.id === id && t.cancellable));
      });
    } catch (e) {
      runInAction(() => (this.loadError = toApiError(e)));
    }
  }

  /** Spec 02 §4: removes booked tickets in the edit cart, opening it with the first change. */
  async remove(ticketIds: string[]): Promise<void> {
    if (this.busy || ticketIds.length === 0) return;
    this.#start('remove');
    try {
      await changeOrder(this.#deps, this.#orderId, this.editCart?.id ?? null, { removeTicketIds: ticketIds });
    } catch (e) {
      this.#show('error', editFailure(toApiError(e)));
      await this.reload();
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /**
   * Spec 02 §4 Confirm changes: nothing owed is paid with the free gateway here; an amount the
   * card takes is paid on the confirm page (`'pay'`); any other amount cannot be paid online.
   */
  async confirm(): Promise<'done' | 'pay' | 'failed'> {
    const edit = this.editCart;
    if (this.busy || !edit) return 'failed';
    if (edit.outstandingMinor > 0) {
      if (cardAmountSupported(edit.outstandingMinor, edit.currency)) return 'pay';
      this.#show('error', T.paymentNotSupported);
      return 'failed';
    }
    this.#start('confirm');
    const outcome = editOutcomeOf(edit);
    try {
      const payments = [{ gateway: 'free' as const, amountMinor: 0 }];
      const answered = await this.#deps.api.payments.pay(edit.id, { payments, idempotencyKey: newIdempotencyKey() });
      const orderIds = runInAction(() => this.#deps.cart.takeCart(answered));
      if (!orderIds) {
        this.#show('error', T.failed);
        return 'failed';
      }
      await this.reload();
      this.showOutcome(outcome);
      return 'done';
    } catch (e) {
      this.#show('error', editFailure(toApiError(e)));
      return 'failed';
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** Spec 02 §4: Cancel discards the edit cart; the order is as it was. */
  async discard(): Promise<void> {
    if (this.busy || !this.editCart) return;
    this.#start('discard');
    try {
      await this.#deps.cart.discard();
      await this.reload();
      this.#show('success', T.discarded);
    } catch (e) {
      this.#show('error', editFailure(toApiError(e)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** Spec 02 §7: the order's confirmation e-mailed again to its purchaser. */
  async resend(): Promise<void> {
    const email = this.order?.purchaserEmail;
    if (this.busy || !email) return;
    this.#start('resend');
    try {
      await this.#deps.api.orders.emailOrder(this.#orderId);
      this.#show('success', T.resent(email));
    } catch (e) {
      const err = toApiError(e);
      this.#show('error', err.status === 429 ? T.resendTooOften : orderFailure(err));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** The message of an edit confirmed elsewhere (the confirm page). */
  showOutcome(outcome: EditOutcome): void {
    this.#show('success', outcome === 'rescheduled' ? T.rescheduled : T.cancelled);
  }

  toggleCancel(ticketId: string, selected: boolean): void {
    const rest = this.selectedForCancel.filter((id) => id !== ticketId);
    this.selectedForCancel = selected ? [...rest, ticketId] : rest;
    if (selected) this.cancelError = null;
  }

  /** Spec 02 §5 cancel selected tickets: 'invalid' when none is ticked (the form focuses the first box). */
  async cancelSelected(): Promise<'done' | 'invalid' | 'failed'> {
    if (this.busy) return 'failed';
    if (this.selectedForCancel.length === 0) {
      this.cancelError = T.selectAtLeastOne;
      return 'invalid';
    }
    this.#start('cancel');
    try {
      const order = await this.#deps.api.orders.cancelOrderTickets(this.#orderId, this.selectedForCancel);
      runInAction(() => {
        this.order = order;
        this.selectedForCancel = [];
      });
      this.#show('success', T.cancelled);
      return 'done';
    } catch (e) {
      this.#show('error', cancelFailure(toApiError(e)));
      await this.reload();
      return 'failed';
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  #start(action: ManageAction): void {
    this.busy = action;
    this.message = null;
    this.cancelError = null;
  }

  #show(kind: ManageMessage['kind'], text: string): void {
    runInAction(() => {
      this.message = { kind, text };
      this.messageCount += 1;
    });
  }
}
