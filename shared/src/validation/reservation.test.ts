import { reservationSchema, validateAll } from './reservation';

describe('reservationSchema with validateAll', () => {
  it('asks for the date first, then the session, then a ticket', () => {
    expect(validateAll(reservationSchema, { date: null, session: null, quantities: 0 })).toEqual({
      date: 'Please select a date to continue.',
    });
    expect(validateAll(reservationSchema, { date: '2026-12-01', session: null, quantities: 0 })).toEqual({
      session: 'Please select a session to continue.',
    });
    expect(validateAll(reservationSchema, { date: '2026-12-01', session: 's-1', quantities: 0 })).toEqual({
      quantities: 'Please select at least one ticket to continue.',
    });
  });

  it('answers {} for a complete selection', () => {
    expect(validateAll(reservationSchema, { date: '2026-12-01', session: 's-1', quantities: 2 })).toEqual({});
  });
});
