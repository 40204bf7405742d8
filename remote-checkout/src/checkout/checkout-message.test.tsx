import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CheckoutMessage } from './checkout-store';
import { CheckoutMessageView } from './checkout-message';

const show = (message: CheckoutMessage | null) => (
  <MemoryRouter>
    <CheckoutMessageView message={message} ref={createRef<HTMLDivElement>()} />
  </MemoryRouter>
);

describe('CheckoutMessageView', () => {
  it('keeps its alert and status regions on the page before any message, and fills the one that fits', () => {
    const { rerender } = render(show(null));
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(alert).toBeEmptyDOMElement();
    expect(status).toBeEmptyDOMElement();

    rerender(show({ kind: 'error', lines: ['Your card has not been charged. Your card was declined.', 'Please edit your payment details and try again.'] }));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('Your card has not been charged. Your card was declined.Please edit your payment details and try again.');
    expect(status).toBeEmptyDOMElement();

    rerender(show({ kind: 'success', lines: ['Thank you, your payment of $20.00 was received.'] }));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Thank you, your payment of $20.00 was received.');
    expect(alert).toBeEmptyDOMElement();
  });
});
