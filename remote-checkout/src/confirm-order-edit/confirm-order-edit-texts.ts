/** Every text of the confirm edit page (spec 02 §2 "Confirm edit: /manage/{id}/confirm"), in one place. */
export const CONFIRM_ORDER_EDIT_TEXTS = {
  title: 'Confirm changes',
  loading: 'Loading your changes',
  intro: (orderNumber: string) => `Pay the difference to confirm the changes to order ${orderNumber}.`,
  backToOrder: 'Back to your order',
} as const;
