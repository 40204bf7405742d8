import { render, screen } from '@testing-library/react';
import { Field } from './field';

describe('Field', () => {
  it('puts the label first, then the hint, the control and the error, linked by aria-describedby', () => {
    const { container } = render(
      <Field id="q1" label="Company" hint="As on your invoice." error="Please enter a company.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your invoice. Please enter a company.');
    expect([...container.firstElementChild!.children].map((el) => el.tagName)).toEqual(['LABEL', 'P', 'INPUT', 'P']);
  });

  it('wraps an inline control in its label, text after it, with no links when there is no hint or error', () => {
    const { container } = render(
      <Field id="q2" label="Keep me posted" className="extra" inline>
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'Keep me posted' });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(container.firstElementChild).toHaveClass('sf-field', 'extra');
    expect(container.querySelector('label')!.textContent).toBe(' Keep me posted');
  });

  it('announces its error as an alert only when asked to', () => {
    const { rerender } = render(
      <Field id="q3" label="Code" error="Please try another one.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <Field id="q3" label="Code" error="Please try another one." announceError>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please try another one.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-describedby', 'q3-error');
  });
});
