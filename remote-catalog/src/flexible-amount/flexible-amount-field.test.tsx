import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Money } from '@storefront/shared';
import { ticketType } from '../reservation/test-fixtures';
import { FlexibleAmountField, isFlexiblePrice } from './flexible-amount-field';

const donation = ticketType({ id: 'd', name: 'Donation', priceMinor: 0, minPriceMinor: 500, maxPriceMinor: 100000 });

function Harness({ onAmount, error }: { onAmount(m: Money | null): void; error?: string }) {
  const [text, setText] = useState('');
  return <FlexibleAmountField type={donation} currency="USD" value={text} onChange={setText} onAmount={onAmount} error={error} />;
}

describe('FlexibleAmountField', () => {
  it('is a required number input with step 0.01 and the bounds', () => {
    render(<Harness onAmount={() => {}} />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveAttribute('min', '5');
    expect(input).toHaveAttribute('max', '1000');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Enter an amount from $5.00 up to $1,000.00.');
  });

  it('reports the amount in minor units, or null when invalid', async () => {
    const onAmount = jest.fn();
    render(<Harness onAmount={onAmount} />);
    await userEvent.type(screen.getByLabelText('Amount'), '12.5');
    expect(onAmount).toHaveBeenLastCalledWith(1250);
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '4');
    expect(onAmount).toHaveBeenLastCalledWith(null);
  });

  it("shows 'Value entered is outside min/max' after leaving the field", async () => {
    render(<Harness onAmount={() => {}} />);
    await userEvent.type(screen.getByLabelText('Amount'), '2000');
    expect(screen.queryByText('Value entered is outside min/max')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Value entered is outside min/max')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a given error (from a submit)', () => {
    render(<Harness onAmount={() => {}} error="Please enter an amount." />);
    expect(screen.getByText('Please enter an amount.')).toBeInTheDocument();
  });

  it('knows flexible-price types', () => {
    expect(isFlexiblePrice(donation)).toBe(true);
    expect(isFlexiblePrice(ticketType({ id: 'a' }))).toBe(false);
  });
});
