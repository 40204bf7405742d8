import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('Button: busy blocks clicks and submitting but keeps the focus, with aria-busy and aria-disabled', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Pay
        </Button>
      </form>,
    );
    const b = screen.getByRole('button', { name: 'Pay' });
    b.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Pay
        </Button>
      </form>,
    );
    expect(b).toHaveFocus();
    expect(b).not.toBeDisabled();
    expect(b).toHaveAttribute('aria-disabled', 'true');
    expect(b).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(b);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Button: disabled wins over busy', () => {
    render(<Button busy disabled>Reserve</Button>);
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeDisabled();
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
