import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeRequiredModal } from './code-required-modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reserve
      </button>
      <CodeRequiredModal open={open} message="These tickets need a code." onSubmit={jest.fn()} onClose={() => setOpen(false)} />
    </>
  );
}

describe('CodeRequiredModal', () => {
  it('loads the dialog when opened: focus moves into the code input, and back to the opener on close', async () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Reserve' });
    await userEvent.click(opener);
    expect(await screen.findByLabelText('Code')).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Code required' })).toHaveTextContent('These tickets need a code.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
