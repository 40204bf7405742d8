import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketGroup } from '../reservation/test-fixtures';
import { QuantitySelection } from '../ticket-quantities/quantity-selection';
import { CITYPASS_MISMATCH, CitypassCodes } from './citypass-codes';
import { CitypassFields } from './citypass-fields';

const group = ticketGroup({ id: 'cp', ticketTypes: [{ id: 'adult', name: 'Adult' }, { id: 'child', name: 'Child' }] });

function setup() {
  const quantities = new QuantitySelection({ groups: [group] });
  const codes = new CitypassCodes(quantities, { adultRegexp: '^CPA\\d{8}$', childRegexp: '^CPC\\d{8}$', childTicketTypeKeywords: ['child'] });
  render(<CitypassFields codes={codes} />);
  return { quantities, codes };
}

describe('CitypassFields', () => {
  it('shows one labelled input per ticket, following the quantities', async () => {
    const { quantities, codes } = setup();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    act(() => {
      quantities.set('adult', 1);
      quantities.set('child', 1);
    });
    expect(screen.getByRole('group', { name: 'CityPASS vouchers' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('CityPASS code for ticket 1 – Adult'), 'cpa 1234-5678');
    expect(codes.codes).toEqual(['CPA12345678', '']);
    expect(screen.getByLabelText('CityPASS code for ticket 2 – Child')).toBeRequired();
  });

  it('shows a format error next to its input, described by it', () => {
    const { quantities, codes } = setup();
    act(() => quantities.set('child', 1));
    act(() => codes.setValue('child:0', 'CPA12345678'));
    act(() => void codes.validate());
    const input = screen.getByLabelText('CityPASS code for ticket 1 – Child');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(CITYPASS_MISMATCH);
  });

  it('shows a server error (code_exhausted) next to the input named by its code', () => {
    const { quantities, codes } = setup();
    act(() => quantities.set('adult', 2));
    act(() => {
      codes.setValue('adult:0', 'CPA11111111');
      codes.setValue('adult:1', 'CPA22222222');
      codes.showServerError('CPA22222222', 'This CityPASS code has already been used.');
    });
    expect(screen.getByLabelText('CityPASS code for ticket 2 – Adult')).toHaveAccessibleDescription('This CityPASS code has already been used.');
    expect(screen.getByLabelText('CityPASS code for ticket 1 – Adult')).not.toHaveAttribute('aria-invalid');
  });
});
