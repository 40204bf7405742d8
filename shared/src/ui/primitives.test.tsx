import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Loading } from './spinner';
import { injectSharedStyles, SHARED_STYLES_ID } from './styles';
import { TextField } from './text-field';

describe('primitives', () => {
  it('Alert: errors are alerts, the rest are status messages', () => {
    render(
      <>
        <Alert kind="error">Broken</Alert>
        <Alert kind="warning">Careful</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    expect(screen.getByRole('status')).toHaveTextContent('Careful');
  });

  it('Button: busy disables it and sets aria-busy', () => {
    render(<Button busy>Reserve</Button>);
    const b = screen.getByRole('button', { name: 'Reserve' });
    expect(b).toBeDisabled();
    expect(b).toHaveAttribute('aria-busy', 'true');
    expect(b).toHaveAttribute('type', 'button');
  });

  it('TextField: links the error, marks invalid, forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="First name" name="firstName" error="Please enter your first name." ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your first name.');
    expect(ref.current).toBe(input);
  });

  it('Loading announces itself', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('injects the stylesheet once', () => {
    injectSharedStyles();
    injectSharedStyles();
    expect(document.querySelectorAll(`#${SHARED_STYLES_ID}`)).toHaveLength(1);
  });
});
