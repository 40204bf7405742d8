import { surveyErrors, type SurveyField } from './survey';

const field = (o: Partial<SurveyField>): SurveyField => ({
  id: 'q',
  label: 'Q',
  description: null,
  kind: 'text',
  options: [],
  required: false,
  min: null,
  max: null,
  integer: false,
  ...o,
});

describe('survey schema', () => {
  it('required text, select and checkbox', () => {
    expect(surveyErrors([field({ required: true })], { q: ' ' })).toEqual({ q: 'Please answer this question.' });
    expect(surveyErrors([field({ kind: 'select', options: ['A'], required: true })], {})).toEqual({ q: 'Please answer this question.' });
    expect(surveyErrors([field({ kind: 'checkbox', required: true })], { q: false })).toEqual({ q: 'Please tick this box to continue.' });
    expect(surveyErrors([field({ kind: 'checkbox' })], {})).toEqual({});
  });

  it('optional questions may be empty', () => {
    for (const kind of ['text', 'email', 'date', 'number', 'select'] as const) expect(surveyErrors([field({ kind })], { q: '' })).toEqual({});
  });

  it('number bounds are inclusive', () => {
    const f = field({ kind: 'number', min: 1, max: 3 });
    expect(surveyErrors([f], { q: '1' })).toEqual({});
    expect(surveyErrors([f], { q: '3' })).toEqual({});
    expect(surveyErrors([f], { q: '0' })).toEqual({ q: 'Please enter a number no less than 1.' });
    expect(surveyErrors([f], { q: '3.5' })).toEqual({ q: 'Please enter a number no greater than 3.' });
  });

  it('dates must be real YYYY-MM-DD dates', () => {
    const f = field({ kind: 'date' });
    expect(surveyErrors([f], { q: '2026-12-01' })).toEqual({});
    expect(surveyErrors([f], { q: '01/12/2026' })).toEqual({ q: 'Please enter a valid date.' });
  });
});
