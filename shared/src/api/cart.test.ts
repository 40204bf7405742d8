import { toReserveParts } from './cart';

describe('toReserveParts: CityPASS vouchers (spec 01 §5)', () => {
  const items = [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }, { ticketTypeId: 'tt-child', sessionId: 'se-1' }];

  it('sends codes, handler citypass and handler_data.visit_datetime in apply_code_before', () => {
    const body = toReserveParts({ items, citypass: { codes: ['CPA12345678', 'CPC12345678'], visitDatetime: '2030-06-15T14:00:00.000Z' } });
    expect(body).toEqual({
      apply_code_before: {
        codes: ['CPA12345678', 'CPC12345678'],
        handler: 'citypass',
        handler_data: { visit_datetime: '2030-06-15T14:00:00.000Z' },
      },
      reserve: {
        tickets: [
          { ticket_type_id: 'tt-adult', event_session_id: 'se-1' },
          { ticket_type_id: 'tt-child', event_session_id: 'se-1' },
        ],
      },
    });
  });

  it('CityPASS vouchers and unlock codes are not combined: the vouchers win', () => {
    const body = toReserveParts({ items, codesBefore: ['OPENSESAME'], citypass: { codes: ['CPA1', 'CPC1'], visitDatetime: 'T' } });
    expect(body.apply_code_before).toEqual({ codes: ['CPA1', 'CPC1'], handler: 'citypass', handler_data: { visit_datetime: 'T' } });
  });

  it('without vouchers, unlock codes go as before (no handler)', () => {
    expect(toReserveParts({ items, codesBefore: ['OPENSESAME'] }).apply_code_before).toEqual({ codes: ['OPENSESAME'] });
    expect(toReserveParts({ items })).not.toHaveProperty('apply_code_before');
  });
});
