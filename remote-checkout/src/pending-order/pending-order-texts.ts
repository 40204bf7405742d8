/** Every text of the pending order page (spec 02 §2 "Pending order"), in one place. */
export const PENDING_TEXTS = {
  documentTitle: 'Payment processing',
  heading: 'Your payment is processing',
  message:
    'Thank you! We are waiting for your payment to be confirmed. This page will show your order as soon as it is, and we will e-mail your confirmation. Please do not pay again.',
  referenceLabel: 'Your reference number',
  stillWaiting:
    'Your payment is taking longer than usual to confirm. We will e-mail your confirmation as soon as it is confirmed; please keep your reference number.',
  failed: 'Oops! Sorry, something went wrong. Please try again.',
  loading: 'Loading your order',
} as const;
