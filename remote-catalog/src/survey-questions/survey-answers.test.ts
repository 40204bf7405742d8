import { observable } from 'mobx';
import type { TicketGroup } from '@storefront/shared';
import { ticketGroup } from '../reservation/test-fixtures';
import { SurveyAnswers, surveyFieldDomId } from './survey-answers';
import * as validationRules from '@storefront/shared/validation';

const withSurvey = ticketGroup({
  id: 'g1',
  name: 'Adults',
  survey: {
    properties: {
      age: { title: 'Age', type: 'integer', minimum: 18, maximum: 99, propertyOrder: 1 },
      email: { title: 'Email', type: 'string', format: 'email', propertyOrder: 2 },
      pick: { title: 'Pick', enum: ['A', 'B'], propertyOrder: 3 },
      ok: { title: 'I agree', type: 'boolean', propertyOrder: 4 },
    },
    required: ['age', 'ok'],
  },
});
const broken = ticketGroup({ id: 'g2', survey: { properties: { q: { title: 'No type' } } } });
const none = ticketGroup({ id: 'g3' });

function setup(groups: TicketGroup[]) {
  const source = observable({ groupsWithTickets: groups });
  return { source, answers: new SurveyAnswers(source) };
}

describe('SurveyAnswers', () => {
  it('has a section per selected group with questions, and marks a broken spec', () => {
    const { answers } = setup([withSurvey, broken, none]);
    expect(answers.sections.map((s) => [s.group.id, s.fields.length, s.error !== null])).toEqual([
      ['g1', 4, false],
      ['g2', 0, true],
    ]);
  });

  it('follows the selected groups', () => {
    const { source, answers } = setup([]);
    expect(answers.sections).toEqual([]);
    source.groupsWithTickets = [withSurvey];
    expect(answers.sections).toHaveLength(1);
  });

  it('validates required, integer, min, max, email and option; answers the first invalid DOM id', () => {
    const { answers } = setup([withSurvey]);
    expect(answers.validate(validationRules)).toBe(surveyFieldDomId('g1', 'age'));
    expect(answers.error('g1', 'age')).toBe('Please answer this question.');
    expect(answers.error('g1', 'ok')).toBe('Please tick this box to continue.');
    answers.setValue('g1', 'age', '17');
    expect(answers.error('g1', 'age')).toBeUndefined();
    answers.validate(validationRules);
    expect(answers.error('g1', 'age')).toBe('Please enter a number no less than 18.');
    answers.setValue('g1', 'age', '100');
    answers.validate(validationRules);
    expect(answers.error('g1', 'age')).toBe('Please enter a number no greater than 99.');
    answers.setValue('g1', 'age', '20.5');
    answers.validate(validationRules);
    expect(answers.error('g1', 'age')).toBe('Please enter a whole number.');
    answers.setValue('g1', 'age', 'abc');
    answers.setValue('g1', 'email', 'nope');
    answers.setValue('g1', 'pick', 'C');
    answers.validate(validationRules);
    expect(answers.errors.g1).toMatchObject({
      age: 'Please enter a number.',
      email: 'Please enter a valid email address.',
      pick: 'Please choose one of the options.',
    });
    answers.setValue('g1', 'age', '30');
    answers.setValue('g1', 'email', 'a@b.co');
    answers.setValue('g1', 'pick', 'B');
    answers.setValue('g1', 'ok', true);
    expect(answers.validate(validationRules)).toBeNull();
    expect(answers.additionalInfo).toEqual({ g1: { age: 30, email: 'a@b.co', pick: 'B', ok: true } });
  });

  it('sends only the selected groups, and forgets on reset', () => {
    const { source, answers } = setup([withSurvey]);
    answers.setValue('g1', 'age', '30');
    source.groupsWithTickets = [];
    expect(answers.additionalInfo).toEqual({});
    source.groupsWithTickets = [withSurvey];
    expect(answers.additionalInfo).toEqual({ g1: { age: 30 } });
    answers.reset();
    expect(answers.additionalInfo).toEqual({});
  });
});
