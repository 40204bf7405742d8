import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { CodeRequiredDialog } from './code-required-dialog';

const setup = (onSubmit = jest.fn().mockResolvedValue(undefined), onClose = jest.fn()) => {
  render(<CodeRequiredDialog open message="These tickets need a code." onSubmit={onSubmit} onClose={onClose} />);
  return { onSubmit, onClose, input: screen.getByLabelText('Code') };
};

describe('CodeRequiredDialog', () => {
  it('is a labelled dialog with the message and focus in the code input', () => {
    const { input } = setup();
    expect(screen.getByRole('dialog', { name: 'Code required' })).toBeInTheDocument();
    expect(screen.getByText('These tickets need a code.')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('requires a code of 2 to 35 characters, trimmed', async () => {
    const { onSubmit, input } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(screen.getByText('Please enter a code.')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await userEvent.type(input, ' a ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(screen.getByText('Please enter at least 2 characters.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('retries through onSubmit with the trimmed code', async () => {
    const { onSubmit, input } = setup();
    await userEvent.type(input, '  VIP2026 {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('VIP2026');
  });

  it.each(['code_not_found', 'code_exhausted', 'no_code_benefit'])('shows a %s description inside the modal', async (code) => {
    const onSubmit = jest.fn().mockRejectedValue(new ApiError({ status: 422, code, description: `Problem: ${code}` }));
    const { input } = setup(onSubmit);
    await userEvent.type(input, 'NOPE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Problem: ${code}`);
    expect(screen.getByRole('dialog')).toContainElement(screen.getByRole('alert'));
  });

  it('closes on Escape', async () => {
    const { onClose } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
