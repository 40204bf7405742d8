import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

/** A stepper that keeps its own count, as the forms do through their stores. */
function Counted({ initial, ...props }: Omit<QuantityStepperProps, 'value' | 'onChange'> & { initial: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

describe('QuantityStepper', () => {
  it('steps up and down with labelled buttons', async () => {
    const onChange = jest.fn();
    render(<QuantityStepper label="Adult" value={2} min={0} max={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Adult' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('group', { name: 'Adult' })).toContainElement(screen.getByRole('spinbutton', { name: 'Adult' }));
  });

  it('is a spin button named by its label, with its value and limits', () => {
    const { rerender } = render(<QuantityStepper label="Adult" value={2} min={1} max={5} onChange={jest.fn()} />);
    const spin = screen.getByRole('spinbutton', { name: 'Adult' });
    expect(spin).toHaveAttribute('tabindex', '0');
    expect(spin).toHaveAttribute('aria-valuenow', '2');
    expect(spin).toHaveAttribute('aria-valuemin', '1');
    expect(spin).toHaveAttribute('aria-valuemax', '5');
    expect(spin).not.toHaveAttribute('aria-live');
    rerender(<QuantityStepper label="Adult" value={2} onChange={jest.fn()} />);
    expect(spin).toHaveAttribute('aria-valuemin', '0');
    expect(spin).not.toHaveAttribute('aria-valuemax');
  });

  it('steps with the arrow keys within the limits and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Counted label="Adult" initial={1} min={1} max={3} />);
    const spin = screen.getByRole('spinbutton', { name: 'Adult' });
    act(() => spin.focus());
    await user.keyboard('{ArrowUp}');
    expect(spin).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(spin).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(spin).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{End}');
    expect(spin).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{Home}');
    expect(spin).toHaveAttribute('aria-valuenow', '1');
    expect(spin).toHaveFocus();
  });

  it('has no End without a maximum, and ignores keys when disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<QuantityStepper label="Adult" value={4} onChange={onChange} />);
    act(() => screen.getByRole('spinbutton').focus());
    await user.keyboard('{End}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    onChange.mockClear();
    rerender(<QuantityStepper label="Adult" value={4} onChange={onChange} disabled />);
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowUp}{ArrowDown}{Home}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('announces a button press in its status region, but not a key press (the reader reads the spin button)', async () => {
    const user = userEvent.setup();
    render(<Counted label="Adult" initial={1} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Add one Adult' }));
    expect(status).toHaveTextContent('Adult: 2');
    act(() => screen.getByRole('spinbutton').focus());
    await user.keyboard('{ArrowUp}');
    expect(status).toBeEmptyDOMElement();
  });

  it('hands focus to the spin button when a press disables its button, without announcing it twice', async () => {
    const user = userEvent.setup();
    render(<Counted label="Child" initial={1} max={2} />);
    await user.click(screen.getByRole('button', { name: 'Add one Child' }));
    expect(screen.getByRole('button', { name: 'Add one Child' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Child' })).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Remove one Child' }));
    expect(screen.getByRole('button', { name: 'Remove one Child' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Child: 1');
  });

  it('disables − at the minimum and + at the maximum', () => {
    const { rerender } = render(<QuantityStepper label="Child" value={0} max={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Remove one Child' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one Child' })).toBeEnabled();
    rerender(<QuantityStepper label="Child" value={3} max={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Add one Child' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one Child' })).toBeEnabled();
  });

  it('shows 99+ over 99, while the spin button keeps the real count', () => {
    const { rerender } = render(<QuantityStepper label="Adult" value={99} onChange={jest.fn()} />);
    expect(screen.getByRole('spinbutton')).toHaveTextContent(/^99$/);
    rerender(<QuantityStepper label="Adult" value={150} onChange={jest.fn()} />);
    expect(screen.getByRole('spinbutton')).toHaveTextContent(/^99\+$/);
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '150');
  });
});
