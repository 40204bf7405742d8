import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper', () => {
  it('steps up and down with labelled buttons', async () => {
    const onChange = jest.fn();
    render(<QuantityStepper label="Adult" value={2} min={0} max={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Adult' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('group', { name: 'Adult' })).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent(/^2$/);
  });

  it('disables − at the minimum and + at the maximum', () => {
    const { rerender } = render(<QuantityStepper label="Child" value={0} max={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Remove one Child' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one Child' })).toBeEnabled();
    rerender(<QuantityStepper label="Child" value={3} max={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Add one Child' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one Child' })).toBeEnabled();
  });

  it('shows 99+ over 99', () => {
    const { rerender } = render(<QuantityStepper label="Adult" value={99} onChange={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^99$/);
    rerender(<QuantityStepper label="Adult" value={150} onChange={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^99\+$/);
  });
});
