import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketGroup } from '../reservation/test-fixtures';
import { SurveyAnswers } from './survey-answers';
import { SurveyQuestions } from './survey-questions';
import * as validationRules from '@storefront/shared/validation';

const group = ticketGroup({
  id: 'g1',
  name: 'Adults',
  survey: {
    properties: {
      heard: { title: 'How did you hear about us?', enum: ['Radio', 'Friend'], propertyOrder: 1 },
      email: { title: 'Email', type: 'string', format: 'email', propertyOrder: 2 },
      visit: { title: 'Visit date', format: 'date', propertyOrder: 3 },
      age: { title: 'Age', type: 'integer', description: 'Your age today', propertyOrder: 4 },
      consent: { title: 'I agree', type: 'boolean', propertyOrder: 5 },
    },
    required: ['age'],
  },
});
const broken = ticketGroup({ id: 'g2', name: 'Broken', survey: { properties: { q: { title: 'No type' } } } });

describe('SurveyQuestions', () => {
  it('renders each question with its input type and description', () => {
    render(<SurveyQuestions answers={new SurveyAnswers({ groupsWithTickets: [group] })} />);
    expect(screen.getByRole('group', { name: 'Adults' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'How did you hear about us?' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Friend' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Visit date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Age')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Age')).toHaveAccessibleDescription('Your age today');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInTheDocument();
  });

  it('shows errors linked with aria-describedby, and the first invalid can be focused', async () => {
    const answers = new SurveyAnswers({ groupsWithTickets: [group] });
    render(<SurveyQuestions answers={answers} />);
    let first = '';
    act(() => {
      first = answers.validate(validationRules)!;
    });
    document.getElementById(first)!.focus();
    const age = await screen.findByLabelText('Age');
    expect(age).toHaveFocus();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription('Your age today Please answer this question.');
    await userEvent.type(age, '42');
    expect(answers.additionalInfo).toEqual({ g1: { age: 42 } });
    expect(age).not.toHaveAttribute('aria-invalid');
  });

  it('shows nothing for a group whose spec has an untyped question, without breaking the others', () => {
    render(<SurveyQuestions answers={new SurveyAnswers({ groupsWithTickets: [broken, group] })} />);
    expect(screen.queryByRole('group', { name: 'Broken' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Adults' })).toBeInTheDocument();
  });

  it('keeps checkbox and select answers', async () => {
    const answers = new SurveyAnswers({ groupsWithTickets: [group] });
    render(<SurveyQuestions answers={answers} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Radio');
    expect(answers.additionalInfo).toEqual({ g1: { heard: 'Radio', consent: true } });
  });
});
