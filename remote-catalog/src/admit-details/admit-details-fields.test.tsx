import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketGroup } from '../reservation/test-fixtures';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import { AdmitDetails } from './admit-details';
import { AdmitDetailsFields } from './admit-details-fields';
import * as validationRules from '@storefront/shared/validation';

const groups = [
  ticketGroup({ id: 'n', admitNames: 'required', admitEmails: 'no', ticketTypes: [{ id: 'adult', name: 'Adult' }] }),
  ticketGroup({ id: 'o', admitNames: 'optional', admitEmails: 'optional', ticketTypes: [{ id: 'child', name: 'Child' }] }),
];

function setup() {
  const quantities = new QuantitySelection({ groups });
  const admit = new AdmitDetails(quantities);
  render(<AdmitDetailsFields details={admit} />);
  return { quantities, admit };
}

describe('AdmitDetailsFields', () => {
  it('shows a fieldset per ticket, following the quantities', () => {
    const { quantities } = setup();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    act(() => {
      quantities.set('adult', 2);
      quantities.set('child', 1);
    });
    expect(screen.getByRole('group', { name: 'Ticket 1 – Adult' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ticket 2 – Adult' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ticket 3 – Child' })).toBeInTheDocument();
  });

  it('hides the e-mail for "no" and marks optional fields', () => {
    const { quantities } = setup();
    act(() => {
      quantities.set('adult', 1);
      quantities.set('child', 1);
    });
    const adult = screen.getByRole('group', { name: 'Ticket 1 – Adult' });
    expect(adult.querySelector('input[type=email]')).toBeNull();
    expect(screen.getByLabelText('First name')).toBeRequired();
    expect(screen.getByLabelText('First name (optional)')).not.toBeRequired();
    expect(screen.getByLabelText('Email (optional)')).toBeInTheDocument();
  });

  it('shows errors and the first invalid input can be focused; typing stores the value', async () => {
    const { quantities, admit } = setup();
    act(() => quantities.set('adult', 1));
    let first: string | null = null;
    act(() => {
      first = admit.validate(validationRules);
    });
    document.getElementById(first!)!.focus();
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription('Please enter your first name.');
    await userEvent.type(firstName, 'Ada');
    expect(admit.entry('adult:0').firstName).toBe('Ada');
    expect(firstName).not.toHaveAttribute('aria-invalid');
  });
});
