import { ticketGroup } from '../reservation/test-fixtures';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import { AdmitDetails, admitFieldDomId, admitKey } from './admit-details';
import * as validationRules from '@storefront/shared/validation';

const named = ticketGroup({ id: 'n', admitNames: 'required', admitEmails: 'yes', ticketTypes: [{ id: 'adult', name: 'Adult' }, { id: 'child', name: 'Child' }] });
const optional = ticketGroup({ id: 'o', admitNames: 'optional', admitEmails: 'optional', ticketTypes: [{ id: 'guest', name: 'Guest' }] });
const hidden = ticketGroup({ id: 'h', admitNames: 'disabled', admitEmails: 'no', ticketTypes: [{ id: 'ga', name: 'GA' }] });
const emailOnly = ticketGroup({ id: 'e', admitNames: 'disabled', admitEmails: 'yes', ticketTypes: [{ id: 'e1', name: 'E-ticket' }] });

function setup() {
  const quantities = new QuantitySelection({ groups: [named, optional, hidden, emailOnly] });
  return { quantities, admit: new AdmitDetails(quantities) };
}

describe('AdmitDetails (spec 01 §5)', () => {
  it('has one entry per ticket of groups whose fields are not hidden, numbered over all tickets', () => {
    const { quantities, admit } = setup();
    quantities.set('adult', 2);
    quantities.set('child', 1);
    quantities.set('ga', 3);
    quantities.set('e1', 1);
    expect(admit.tickets.map((t) => [t.key, t.number, t.type.name, t.showNames, t.showEmail])).toEqual([
      ['adult:0', 1, 'Adult', true, true],
      ['adult:1', 2, 'Adult', true, true],
      ['child:0', 3, 'Child', true, true],
      ['e1:0', 4, 'E-ticket', false, true],
    ]);
  });

  it('grows and shrinks with the quantities and keeps typed values', () => {
    const { quantities, admit } = setup();
    quantities.set('adult', 2);
    admit.setValue(admitKey('adult', 1), 'firstName', 'Ada');
    quantities.set('adult', 1);
    expect(admit.tickets).toHaveLength(1);
    quantities.set('adult', 2);
    expect(admit.entry('adult:1').firstName).toBe('Ada');
  });

  it("'required' names and 'yes' e-mail are required; the first invalid is answered", () => {
    const { quantities, admit } = setup();
    quantities.set('adult', 1);
    expect(admit.validate(validationRules)).toBe(admitFieldDomId('adult:0', 'firstName'));
    expect(admit.errors['adult:0']).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter your email address.',
    });
    admit.setValue('adult:0', 'firstName', 'Ada');
    admit.setValue('adult:0', 'lastName', 'Lovelace');
    admit.setValue('adult:0', 'email', 'bad');
    expect(admit.validate(validationRules)).toBe(admitFieldDomId('adult:0', 'email'));
    expect(admit.error('adult:0', 'email')).toBe('Please enter a valid email address.');
    admit.setValue('adult:0', 'email', 'ada@example.com');
    expect(admit.validate(validationRules)).toBeNull();
  });

  it("'optional' names and e-mail may be empty, but an e-mail given must be valid", () => {
    const { quantities, admit } = setup();
    quantities.set('guest', 1);
    expect(admit.validate(validationRules)).toBeNull();
    admit.setValue('guest:0', 'email', 'nope');
    expect(admit.validate(validationRules)).toBe(admitFieldDomId('guest:0', 'email'));
  });

  it("'disabled' names and 'no' e-mail hide the entry; e-mail only shows without names", () => {
    const { quantities, admit } = setup();
    quantities.set('ga', 2);
    expect(admit.tickets).toEqual([]);
    expect(admit.validate(validationRules)).toBeNull();
    quantities.set('e1', 1);
    expect(admit.validate(validationRules)).toBe(admitFieldDomId('e1:0', 'email'));
    expect(admit.errors['e1:0']).toEqual({ email: 'Please enter your email address.' });
  });

  it('answers admitName as first + space + last and admitEmail for a reservation item', () => {
    const { quantities, admit } = setup();
    quantities.set('adult', 1);
    quantities.set('guest', 1);
    admit.setValue('adult:0', 'firstName', ' Ada ');
    admit.setValue('adult:0', 'lastName', 'Lovelace');
    admit.setValue('adult:0', 'email', 'ada@example.com');
    expect(admit.detailsFor('adult', 0)).toEqual({ admitName: 'Ada Lovelace', admitEmail: 'ada@example.com' });
    expect(admit.detailsFor('guest', 0)).toEqual({});
    expect(admit.detailsFor('ga', 0)).toEqual({});
  });
});
