export type * from '../contract/orders';

/** `_code`s of order self-service (cancel, edit, access; spec 02 §5, §7, §8), context `ticket_order`. */
export type OrderErrorCode =
  | 'edit_requires_logout'
  | 'no_tickets_selected'
  | 'order_not_cancellable'
  | 'no_valid_tickets'
  | 'order_edit_in_progress';
