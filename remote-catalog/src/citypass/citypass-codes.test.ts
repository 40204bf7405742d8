import type { CitypassCodeGroups } from '@storefront/shared';
import { ticketGroup } from '../reservation/test-fixtures';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import {
  CITYPASS_MISMATCH,
  CITYPASS_REQUIRED,
  CitypassCodes,
  citypassDomId,
  citypassError,
  citypassPatternFor,
  normaliseCitypassCode,
} from './citypass-codes';

const GROUPS: CitypassCodeGroups = { adultRegexp: '^CPA\\d{8}$', childRegexp: '^CPC\\d{8}$', childTicketTypeKeywords: ['child'] };

describe('CityPASS codes (spec 01 §5)', () => {
  it('normalises: trimmed, upper-case, without spaces and dashes', () => {
    expect(normaliseCitypassCode('  cpa-1234 5678\t')).toBe('CPA12345678');
  });

  it('adult types take the adult pattern', () => {
    expect(citypassPatternFor('Adult (CityPASS)', GROUPS)).toEqual({ kind: 'adult', regexp: '^CPA\\d{8}$' });
    expect(citypassError('cpa 1234-5678', 'Adult (CityPASS)', GROUPS)).toBeNull();
  });

  it("a type whose name contains the default keyword 'child' (any case) takes the child pattern", () => {
    expect(citypassPatternFor('CHILD (CityPASS)', GROUPS).kind).toBe('child');
    expect(citypassPatternFor('Grandchild', GROUPS).kind).toBe('child');
    expect(citypassError('CPC12345678', 'Child (CityPASS)', GROUPS)).toBeNull();
  });

  it('custom child keywords replace the default', () => {
    const groups = { ...GROUPS, childTicketTypeKeywords: ['Youth', 'kid'] };
    expect(citypassPatternFor('Youth 6-17', groups).kind).toBe('child');
    expect(citypassPatternFor('Kids', groups).kind).toBe('child');
    expect(citypassPatternFor('Child', groups).kind).toBe('adult');
  });

  it('a mismatch gives the spec message, word for word', () => {
    expect(citypassError('CPC12345678', 'Adult', GROUPS)).toBe('Does not match the expected format. Please check your CityPASS code.');
    expect(citypassError('CPA1234', 'Adult', GROUPS)).toBe(CITYPASS_MISMATCH);
    expect(citypassError('CPA12345678', 'Child', GROUPS)).toBe(CITYPASS_MISMATCH);
  });
});

describe('CitypassCodes', () => {
  const group = ticketGroup({ id: 'cp', ticketTypes: [{ id: 'adult', name: 'Adult (CityPASS)' }, { id: 'child', name: 'Child (CityPASS)' }] });
  function setup(groups: CitypassCodeGroups | null = GROUPS) {
    const quantities = new QuantitySelection({ groups: [group] });
    return { quantities, codes: new CitypassCodes(quantities, groups) };
  }

  it('has one input per ticket, in reservation order, and keeps values when counts change', () => {
    const { quantities, codes } = setup();
    quantities.set('adult', 2);
    quantities.set('child', 1);
    expect(codes.tickets.map((t) => [t.key, t.number, t.type.name])).toEqual([
      ['adult:0', 1, 'Adult (CityPASS)'],
      ['adult:1', 2, 'Adult (CityPASS)'],
      ['child:0', 3, 'Child (CityPASS)'],
    ]);
    codes.setValue('adult:1', 'cpa-1111 1111');
    quantities.set('adult', 1);
    expect(codes.tickets).toHaveLength(2);
    quantities.set('adult', 2);
    expect(codes.value('adult:1')).toBe('cpa-1111 1111');
    expect(codes.codes).toEqual(['', 'CPA11111111', '']);
  });

  it('validate answers the first invalid input and sets each error; typing clears it', () => {
    const { quantities, codes } = setup();
    quantities.set('adult', 1);
    quantities.set('child', 1);
    codes.setValue('adult:0', 'CPA12345678');
    codes.setValue('child:0', 'CPA12345678');
    expect(codes.validate()).toBe(citypassDomId('child:0'));
    expect(codes.errors).toEqual({ 'child:0': CITYPASS_MISMATCH });
    codes.setValue('child:0', 'CPC12345678');
    expect(codes.error('child:0')).toBeUndefined();
    expect(codes.validate()).toBeNull();
  });

  it('an empty code is required; without seller patterns only presence is checked', () => {
    const { quantities, codes } = setup(null);
    quantities.set('adult', 1);
    expect(codes.validate()).toBe(citypassDomId('adult:0'));
    expect(codes.error('adult:0')).toBe(CITYPASS_REQUIRED);
    codes.setValue('adult:0', 'anything');
    expect(codes.validate()).toBeNull();
  });

  it('a server error goes next to the input holding its code, else next to the first', () => {
    const { quantities, codes } = setup();
    quantities.set('adult', 2);
    codes.setValue('adult:0', 'CPA11111111');
    codes.setValue('adult:1', 'cpa 2222-2222');
    expect(codes.showServerError('CPA22222222', 'Used.')).toBe(citypassDomId('adult:1'));
    expect(codes.errors).toEqual({ 'adult:1': 'Used.' });
    expect(codes.showServerError(null, 'Bad.')).toBe(citypassDomId('adult:0'));
    expect(codes.error('adult:0')).toBe('Bad.');
  });
});
