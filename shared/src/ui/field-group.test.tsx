import { render, screen } from '@testing-library/react';
import { FieldGroup } from './field-group';

describe('FieldGroup', () => {
  it('is a named group that can take focus', () => {
    render(
      <FieldGroup legend="Choose a date">
        <button type="button">Today</button>
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Choose a date' });
    expect(group).toHaveAttribute('tabindex', '-1');
    expect(group).not.toHaveAttribute('aria-invalid');
    group.focus();
    expect(group).toHaveFocus();
  });

  it('links its error text and marks itself invalid', () => {
    render(<FieldGroup legend="Choose a time" error="Please select a session to continue." />);
    const group = screen.getByRole('group', { name: 'Choose a time' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please select a session to continue.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a session to continue.');
  });
});
