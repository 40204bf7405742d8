import { ticketGroup } from './test-fixtures';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import { AdmitDetails } from '../admit-details/admit-details';
import { SurveyAnswers } from '../survey-questions/survey-answers';
import { buildReserveRequest } from './build-reserve-request';

const dated = ticketGroup({
  id: 'ga',
  admitNames: 'required',
  admitEmails: 'optional',
  survey: { properties: { age: { title: 'Age', type: 'integer' } } },
  ticketTypes: [{ id: 'adult' }, { id: 'child' }],
});
const flexible = ticketGroup({ id: 'flex', isFlexible: true, ticketTypes: [{ id: 'anyday' }] });
const donation = ticketGroup({ id: 'don', handler: 'donation', isFlexible: true, ticketTypes: [{ id: 'gift', minPriceMinor: 100, maxPriceMinor: 10000 }] });

const seated = ticketGroup({ id: 'stalls', handler: 'seated', ticketTypes: [{ id: 'seat-adult' }, { id: 'seat-child' }] });

describe('buildReserveRequest', () => {
  it('gives each seated ticket one of the confirmed seats, in seat-name order', () => {
    const quantities = new QuantitySelection({ groups: [seated, dated] });
    quantities.set('seat-adult', 1);
    quantities.set('seat-child', 1);
    quantities.set('adult', 1);
    const seats = [
      { id: 'c12', name: 'Stalls C12', groupId: 'stalls' },
      { id: 'c9', name: 'Stalls C9', groupId: 'stalls' },
    ];
    expect(buildReserveRequest({ quantities, sessionId: 's-1', seats }).items).toEqual([
      { ticketTypeId: 'seat-adult', sessionId: 's-1', seatTemplateId: 'c9' },
      { ticketTypeId: 'seat-child', sessionId: 's-1', seatTemplateId: 'c12' },
      { ticketTypeId: 'adult', sessionId: 's-1' },
    ]);
  });

  it('one item per ticket at the session; flexible groups without a session', () => {
    const quantities = new QuantitySelection({ groups: [dated, flexible] });
    quantities.set('adult', 2);
    quantities.set('anyday', 1);
    expect(buildReserveRequest({ quantities, sessionId: 's-1' })).toEqual({
      items: [
        { ticketTypeId: 'adult', sessionId: 's-1' },
        { ticketTypeId: 'adult', sessionId: 's-1' },
        { ticketTypeId: 'anyday' },
      ],
    });
  });

  it('no session id when none is chosen', () => {
    const quantities = new QuantitySelection({ groups: [dated] });
    quantities.set('child', 1);
    expect(buildReserveRequest({ quantities, sessionId: null }).items).toEqual([{ ticketTypeId: 'child' }]);
  });

  it('adds admit names and e-mails per ticket, face values, survey answers and codes', () => {
    const quantities = new QuantitySelection({ groups: [dated, donation] });
    quantities.set('adult', 2);
    quantities.set('gift', 1);
    const admit = new AdmitDetails(quantities);
    admit.setValue('adult:0', 'firstName', 'Ada');
    admit.setValue('adult:0', 'lastName', 'Lovelace');
    admit.setValue('adult:1', 'firstName', 'Charles');
    admit.setValue('adult:1', 'lastName', 'Babbage');
    admit.setValue('adult:1', 'email', 'cb@example.com');
    const survey = new SurveyAnswers(quantities);
    survey.setValue('ga', 'age', '36');
    expect(
      buildReserveRequest({ quantities, sessionId: 's-1', admit, survey, faceValues: { gift: 2550 }, codesBefore: ['VIP'] }),
    ).toEqual({
      items: [
        { ticketTypeId: 'adult', sessionId: 's-1', admitName: 'Ada Lovelace' },
        { ticketTypeId: 'adult', sessionId: 's-1', admitName: 'Charles Babbage', admitEmail: 'cb@example.com' },
        { ticketTypeId: 'gift', faceValueMinor: 2550 },
      ],
      additionalInfo: { ga: { age: 36 } },
      codesBefore: ['VIP'],
    });
  });

  it('sends survey answers only for groups with tickets, and no empty parts', () => {
    const quantities = new QuantitySelection({ groups: [dated, flexible] });
    quantities.set('anyday', 1);
    const request = buildReserveRequest({ quantities, sessionId: null, survey: { additionalInfo: { ga: { age: 3 } } }, codesBefore: [] });
    expect(request).toEqual({ items: [{ ticketTypeId: 'anyday' }] });
  });
});
