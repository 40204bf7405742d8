/** Every text of the resend tickets page (spec 02 §2 Order management, §5 e-mail forms, §8), in one place. */
export const RESEND_TEXTS = {
  title: 'Resend tickets',
  loading: 'Loading',
  guestIntro: 'Enter the email address you bought your tickets with and we will send them to you again.',
  emailLabel: 'Email',
  guestSubmit: 'Resend tickets',
  memberIntro: (email: string) => `We will send the tickets of your orders to ${email}.`,
  memberSubmit: 'Resend my tickets',
  sent: (email: string) => `Your tickets have been sent to ${email}.`,
  /** Spec 02 §8 Resend. */
  noOrders: 'No orders could be found for this email address.',
  /** A 429 from the API's rate limit. */
  tooManyRequests: 'You have asked for your tickets too many times. Please wait a few minutes and try again.',
  /** Spec 02 §8 other order errors. */
  failed: 'Oops! Sorry, something went wrong. Please try again.',
} as const;
