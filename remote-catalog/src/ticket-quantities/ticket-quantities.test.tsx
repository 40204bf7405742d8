import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { session, ticketGroup } from '../reservation/test-fixtures';
import { QuantitySelection } from './quantity-selection';
import { TicketQuantities } from './ticket-quantities';

const groups = () => [
  ticketGroup({ id: 'ga', name: 'General admission', description: 'Entry all day', ticketTypes: [{ id: 'adult', name: 'Adult', priceMinor: 2500 }, { id: 'infant', name: 'Infant', priceMinor: 0, description: 'Under 2' }] }),
  ticketGroup({ id: 'fam', name: 'Family', minPerOrder: 4, ticketTypes: [{ id: 'family', name: 'Family pass', priceMinor: 8000 }] }),
];

describe('TicketQuantities', () => {
  it('shows groups, names, prices (Free for 0) and descriptions', () => {
    render(<TicketQuantities selection={new QuantitySelection({ groups: groups() })} currency="USD" />);
    expect(screen.getByRole('heading', { name: 'General admission' })).toBeInTheDocument();
    expect(screen.getByText('Entry all day')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Under 2')).toBeInTheDocument();
  });

  it('uses the given prices', () => {
    render(<TicketQuantities selection={new QuantitySelection({ groups: groups() })} currency="USD" prices={{ adult: 3000 }} />);
    expect(screen.getByText('$30.00')).toBeInTheDocument();
  });

  it('steps a single-type group from 0 to its minimum and back to 0', async () => {
    const selection = new QuantitySelection({ groups: groups() });
    render(<TicketQuantities selection={selection} currency="USD" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add one Family pass' }));
    expect(screen.getByRole('spinbutton', { name: 'Family pass' })).toHaveAttribute('aria-valuenow', '4');
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Family pass' }));
    expect(selection.count('family')).toBe(0);
    expect(screen.getByRole('button', { name: 'Remove one Family pass' })).toBeDisabled();
  });

  it('on the spin buttons, arrows take the selection\'s steps and Home goes back to 0', async () => {
    const user = userEvent.setup();
    const selection = new QuantitySelection({ groups: groups() });
    render(<TicketQuantities selection={selection} currency="USD" />);
    await user.click(screen.getByRole('spinbutton', { name: 'Family pass' }));
    await user.keyboard('{ArrowUp}');
    expect(selection.count('family')).toBe(4);
    await user.click(screen.getByRole('spinbutton', { name: 'Adult' }));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(selection.count('adult')).toBe(2);
    await user.keyboard('{Home}');
    expect(selection.count('adult')).toBe(0);
    expect(screen.getByRole('spinbutton', { name: 'Adult' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('disables + when the session has no seats for the next step', () => {
    render(<TicketQuantities selection={new QuantitySelection({ groups: groups(), session: session({ available: 3 }) })} currency="USD" />);
    expect(screen.getByRole('button', { name: 'Add one Family pass' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one Adult' })).toBeEnabled();
  });

  it('shows counts over 99 as 99+', () => {
    const selection = new QuantitySelection({ groups: groups() });
    selection.set('adult', 120);
    render(<TicketQuantities selection={selection} currency="USD" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('shows the validation error and gives a focus target', () => {
    const selection = new QuantitySelection({ groups: groups() });
    selection.validate();
    const ref = createRef<HTMLFieldSetElement>();
    render(<TicketQuantities selection={selection} currency="USD" ref={ref} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one ticket to continue.');
    ref.current!.focus();
    expect(ref.current).toHaveFocus();
  });
});

describe('TicketQuantities prices and fees (spec 01 §9)', () => {
  const feeGroups = () => [ticketGroup({ id: 'ga', ticketTypes: [{ id: 'adult', name: 'Adult', priceMinor: 2500, feesMinor: 150 }] })];

  it("shows each type's price with its fees when the seller advertises prices including fees", () => {
    const { unmount } = render(<TicketQuantities selection={new QuantitySelection({ groups: feeGroups() })} currency="USD" includeFees />);
    expect(screen.getByText('$26.50')).toBeInTheDocument();
    unmount();
    // A priced session's price carries the type's fees too.
    render(<TicketQuantities selection={new QuantitySelection({ groups: feeGroups() })} currency="USD" prices={{ adult: 3000 }} includeFees />);
    expect(screen.getByText('$31.50')).toBeInTheDocument();
  });

  it('shows the price without fees when the seller does not', () => {
    render(<TicketQuantities selection={new QuantitySelection({ groups: feeGroups() })} currency="USD" includeFees={false} />);
    expect(screen.getByText('$25.00')).toBeInTheDocument();
  });
});
