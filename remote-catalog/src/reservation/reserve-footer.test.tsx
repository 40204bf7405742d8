import { render, screen } from '@testing-library/react';
import { ReserveFooter, submitLabel } from './reserve-footer';

describe('submitLabel', () => {
  it.each([
    [{ count: 0 }, 'Add to cart'],
    [{ count: 1 }, 'Add 1 ticket to cart'],
    [{ count: 3 }, 'Add 3 tickets to cart'],
    [{ count: 2, flexible: true }, 'Add flexible tickets to cart'],
    [{ count: 1, gift: true }, 'Add gift to cart'],
    [{ count: 2, gift: true }, 'Add 2 gifts to cart'],
  ])('%j → %s', (input, label) => {
    expect(submitLabel(input)).toBe(label);
  });
});

describe('ReserveFooter', () => {
  it('shows the total only with tickets, and the submit button', () => {
    const { rerender } = render(<ReserveFooter count={0} totalMinor={0} currency="USD" busy={false} />);
    expect(screen.queryByText(/Total:/)).not.toBeInTheDocument();
    rerender(<ReserveFooter count={2} totalMinor={5000} currency="USD" busy={false} disabled />);
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 2 tickets to cart' })).toBeDisabled();
  });
});
