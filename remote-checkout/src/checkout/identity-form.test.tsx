import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { IdentityForm } from './identity-form';

describe('IdentityForm', () => {
  it('shows every problem and focuses the first invalid field', async () => {
    const onSubmit = jest.fn();
    render(<IdentityForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the e-mail confirmation to match, case-insensitively', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(<IdentityForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('First name'), ' Grace ');
    await userEvent.type(screen.getByLabelText('Last name'), 'Hopper');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Confirm email'), 'grace@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('Email addresses must match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm email')).toHaveFocus();

    await userEvent.clear(screen.getByLabelText('Confirm email'));
    await userEvent.type(screen.getByLabelText('Confirm email'), 'GRACE@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }),
    );
  });

  it('keeps what was typed and shows the server message when checkout fails', async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      new ApiError({ status: 410, code: 'cart_expired', context: 'cart', description: 'Cart timed out', extra: {} }),
    );
    render(<IdentityForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Grace');
    await userEvent.type(screen.getByLabelText('Last name'), 'Hopper');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Confirm email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart timed out');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
  });
});
