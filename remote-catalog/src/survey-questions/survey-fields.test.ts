import type { ApiSurveySpec } from '@storefront/shared';
import { hasSurveyContext, surveyFields, toAdditionalInfo } from './survey-fields';

const spec: ApiSurveySpec = {
  properties: {
    zip: { title: 'Postcode', type: 'string', propertyOrder: 3 },
    heard: { title: 'How did you hear about us?', enum: ['Radio', 'Friend'], type: 'string', propertyOrder: 1 },
    email: { title: 'Email', type: 'string', format: 'email', propertyOrder: 2 },
    visit: { title: 'Visit date', format: 'date', propertyOrder: 4 },
    age: { title: 'Age', type: 'integer', minimum: 18, maximum: 120, description: 'Your age today', propertyOrder: 5 },
    weight: { title: 'Weight', type: 'number', propertyOrder: 6 },
    consent: { title: 'I agree', type: 'boolean', propertyOrder: 7 },
  },
  required: ['heard', 'age'],
};

describe('surveyFields (spec 01 §5 Survey)', () => {
  it('orders the questions by propertyOrder', () => {
    expect(surveyFields(spec).map((f) => f.id)).toEqual(['heard', 'email', 'zip', 'visit', 'age', 'weight', 'consent']);
  });

  it('maps enum to select options, format email/date, then type', () => {
    const kinds = Object.fromEntries(surveyFields(spec).map((f) => [f.id, f.kind]));
    expect(kinds).toEqual({
      heard: 'select',
      email: 'email',
      zip: 'text',
      visit: 'date',
      age: 'number',
      weight: 'number',
      consent: 'checkbox',
    });
    expect(surveyFields(spec)[0]!.options).toEqual(['Radio', 'Friend']);
  });

  it('takes required from the required list and min/max from minimum/maximum', () => {
    const age = surveyFields(spec).find((f) => f.id === 'age')!;
    expect(age).toMatchObject({ required: true, min: 18, max: 120, integer: true, label: 'Age', description: 'Your age today' });
    expect(surveyFields(spec).find((f) => f.id === 'zip')).toMatchObject({ required: false, min: null, max: null });
  });

  it('throws a clear error for a question without a type', () => {
    expect(() => surveyFields({ properties: { q: { title: 'Mystery' } } })).toThrow('Survey question "q" has no type');
  });

  it('a missing or empty spec has no questions', () => {
    expect(surveyFields(null)).toEqual([]);
    expect(surveyFields({ properties: {} })).toEqual([]);
  });

  it('treats contexts of only commas and whitespace as empty', () => {
    expect(hasSurveyContext(' , ,\n')).toBe(false);
    expect(hasSurveyContext('')).toBe(false);
    expect(hasSurveyContext(null)).toBe(false);
    expect(hasSurveyContext('a,')).toBe(true);
    const [f] = surveyFields({ properties: { q: { title: ' , ', description: ',,', type: 'string' } } });
    expect(f).toMatchObject({ label: 'q', description: null });
  });
});

describe('toAdditionalInfo', () => {
  it('keys answers by group and field, converts numbers, drops empty answers and groups', () => {
    const fields = surveyFields(spec);
    expect(
      toAdditionalInfo(
        { g1: fields, g2: fields },
        {
          g1: { heard: 'Radio', age: ' 42 ', weight: '70.5', zip: '   ', email: '', consent: true },
          g2: { zip: '' },
        },
      ),
    ).toEqual({ g1: { heard: 'Radio', age: 42, weight: 70.5, consent: true } });
  });
});
