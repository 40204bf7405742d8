/**
 * What the storefront's automated tests check for accessibility (issue 17), written for
 * visitors: the accessibility statement lists exactly these. Each id is the tag
 * `@a11y-<id>` of the end-to-end tests that check it; `conformance-checks.test.ts` fails
 * when a check has no such test or a test's tag names no check, so the statement never
 * claims what the tests do not check.
 */
export interface ConformanceCheck {
  id: string;
  /** The WCAG 2.2 success criteria the check covers, by number ('2.4.7'). */
  criteria: string[];
  title: string;
  description: string;
}

export const CONFORMANCE_CHECKS: readonly ConformanceCheck[] = [
  {
    id: 'axe-sweep',
    criteria: ['1.1.1', '1.3.1', '1.4.3', '2.1.1', '2.4.1', '2.4.2', '2.4.4', '2.5.8', '3.1.1', '4.1.2'],
    title: 'Automated check of every page',
    description:
      'Every page and every state of it is checked with axe-core, an automated checker, against its WCAG 2.2 level A and AA rules, and must show no problem at all: the event list with its filters, the event pages of each way of booking, the calendar, the seat map, the cart and its dialogs, checkout with each way of paying and each payment error, the order completed and order pending pages, sign-in in each of its forms and steps, your account, membership, redeeming a membership, managing an order and the page-not-found page. Each is checked on a wide screen (1280 pixels) and a phone-sized one (390 pixels), in each venue’s own colours. Automated rules find many problems but not all of them, which is why the checks below exist too.',
  },
  {
    id: 'keyboard-purchase',
    criteria: ['2.1.1', '2.1.2', '2.4.3'],
    title: 'Buying tickets with a keyboard only',
    description:
      'A whole purchase, from the list of events and a seat chosen on the seat map to payment and the completed order, is done with the keyboard alone, without a mouse or touch.',
  },
  {
    id: 'keyboard-login',
    criteria: ['2.1.1', '2.1.2', '2.4.3'],
    title: 'Signing in with a keyboard only',
    description: 'Signing in, including with a one-time code sent by e-mail, is done with the keyboard alone.',
  },
  {
    id: 'keyboard-membership',
    criteria: ['2.1.1', '2.1.2', '2.4.3'],
    title: 'Buying a membership with a keyboard only',
    description: 'Choosing and buying a membership, with its member details, is done with the keyboard alone.',
  },
  {
    id: 'keyboard-reschedule',
    criteria: ['2.1.1', '2.1.2', '2.4.3'],
    title: 'Changing the date of an order with a keyboard only',
    description: 'Moving an order to another date or time is done with the keyboard alone.',
  },
  {
    id: 'focus-visible',
    criteria: ['2.4.7', '2.4.11'],
    title: 'You can always see where you are',
    description:
      'When you move through a page with the keyboard, the item you are on is always clearly marked, and it is never hidden under the bar fixed to the bottom of a phone screen or under the cart.',
  },
  {
    id: 'modal-focus',
    criteria: ['2.4.3', '2.1.2'],
    title: 'Dialogs',
    description:
      'When a dialog opens, the keyboard moves into it; when it closes, the keyboard goes back to where you were. The Escape key closes the dialog on top.',
  },
  {
    id: 'screen-reader-announcements',
    criteria: ['4.1.3', '3.3.1'],
    title: 'Announcements for screen readers',
    description:
      'A screen reader tells you when 5 minutes, 2 minutes and 30 seconds are left to complete your purchase, says status messages such as tickets added or a code applied without moving you away from where you are, and reads out the mistakes in a form.',
  },
  {
    id: 'reflow',
    criteria: ['1.4.10'],
    title: 'Narrow screens and zoom',
    description:
      'Pages work on a screen 320 pixels wide, the same as zooming to 400 %, without scrolling sideways and without losing content or functions.',
  },
  {
    id: 'text-spacing',
    criteria: ['1.4.12'],
    title: 'Your own text spacing',
    description:
      'If you make the space between lines, paragraphs, words and letters larger, for example with a browser extension, no text is cut off or overlaps.',
  },
  {
    id: 'reduced-motion',
    criteria: ['2.3.3'],
    title: 'Less motion',
    description:
      'If your device is set to reduce motion, pages do not animate: no fading, sliding or smooth scrolling.',
  },
  {
    id: 'target-size',
    criteria: ['2.5.8'],
    title: 'Buttons large enough to press',
    description: 'Buttons and links you tap or click are at least 24 by 24 pixels, or have that much space around them.',
  },
  {
    id: 'dragging-alternative',
    criteria: ['2.5.7'],
    title: 'No dragging needed',
    description:
      'The seat map can be moved with buttons (up, left, right and down) as well as by dragging, so a single tap or click is always enough.',
  },
  {
    id: 'contrast-fallback',
    criteria: ['1.4.3', '1.4.11'],
    title: 'Readable colours',
    description:
      'Each venue chooses its own colours. When a chosen colour would make text, buttons or the keyboard marker too hard to see against its background, the storefront uses a darker or lighter shade of it instead.',
  },
  {
    id: 'page-titles',
    criteria: ['2.4.2'],
    title: 'Page titles',
    description: 'Every page has its own title that says what the page is, so you can tell your browser tabs and windows apart.',
  },
];

export interface KnownLimitation {
  title: string;
  description: string;
}

/** What is not, or not fully, checked by us: honest, for visitors. */
export const KNOWN_LIMITATIONS: readonly KnownLimitation[] = [
  {
    title: 'Card payment fields',
    description:
      'The fields where you type your card details are provided by Stripe, our payment provider, inside its own frame. Their accessibility is tested by Stripe, not by us.',
  },
  {
    title: 'PDF tickets and wallet passes',
    description:
      'Tickets sent as PDF files and passes for phone wallets are not checked by our tests. If you cannot use them, please tell us (see “Report a problem” below).',
  },
  {
    title: 'Pictures and texts provided by the venue',
    description:
      'Event pictures, their text alternatives and event descriptions are written by the venue. We check that a text alternative is there, not that it describes the picture well.',
  },
  {
    title: 'Automated checks find some problems, not all',
    description:
      'Tests cannot find every problem a person may meet. Please tell us about anything that gets in your way.',
  },
];

/** When the statement was last reviewed against the tests ('YYYY-MM-DD'). */
export const LAST_REVIEWED = '2026-11-24';
