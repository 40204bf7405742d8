/** Every text of the cancel auto-renew page (spec 03 §2.9, §8), in one place. */
export const CANCEL_AUTO_RENEW_TEXTS = {
  title: 'Cancel auto-renew',
  enrolled: (level: string, validTo: string) => `Your ${level} membership is enrolled in auto-renew and is valid until ${validTo}.`,
  consequence: 'If you cancel auto-renew, your membership will not renew automatically. You can still renew it yourself before it ends.',
  confirmButton: 'Cancel auto-renew',
  keepButton: 'Keep auto-renew',
  doneButton: 'Done',
  /** Spec 03 §2.9: the success message names the level and the valid-to date. */
  cancelled: (level: string, validTo: string) => `Auto-renew is cancelled. Your ${level} membership remains valid until ${validTo}.`,
  notEnrolled: 'This membership is not enrolled in auto-renew.',
  notSignedIn: 'Please log in to manage your membership.',
  loginLink: 'Log in',
  loading: 'Loading your membership',
  /** Spec 03 §8 order lookups. */
  notFound: 'We could not find that order.',
  failed: 'Oops! Sorry, something went wrong. Please try again.',
} as const;
