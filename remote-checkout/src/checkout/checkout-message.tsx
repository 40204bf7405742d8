import type { Ref } from 'react';
import { Link } from 'react-router';
import { Alert } from '@storefront/shared';
import type { CheckoutMessage } from './checkout-store';

/** The submit's message (errors as role=alert, the partial-payment success as status); focused after a submit. */
export function CheckoutMessageView({ message, ref }: { message: CheckoutMessage | null; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className="chk-checkout__message">
      {message && (
        <Alert kind={message.kind}>
          {message.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {message.link && (
            <p>
              <Link to={message.link.to}>{message.link.text}</Link>
            </p>
          )}
        </Alert>
      )}
    </div>
  );
}
