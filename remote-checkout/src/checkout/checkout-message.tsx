import type { Ref } from 'react';
import { Link } from 'react-router';
import { Alert } from '@storefront/shared';
import type { CheckoutMessage } from './checkout-store';

/**
 * The submit's message (errors in an alert region, the partial-payment success in a status
 * region); focused after a submit, which the spec's submit sequence does for its errors. Both
 * regions are on the page before any message, so screen readers hear one arrive (WCAG 4.1.3).
 */
export function CheckoutMessageView({ message, ref }: { message: CheckoutMessage | null; ref: Ref<HTMLDivElement> }) {
  const box = message && (
    <Alert kind={message.kind} live={false}>
      {message.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {message.link && (
        <p>
          <Link to={message.link.to}>{message.link.text}</Link>
        </p>
      )}
    </Alert>
  );
  return (
    <div ref={ref} tabIndex={-1} className="chk-checkout__message">
      <div role="alert">{message?.kind === 'error' && box}</div>
      <div role="status">{message && message.kind !== 'error' && box}</div>
    </div>
  );
}
