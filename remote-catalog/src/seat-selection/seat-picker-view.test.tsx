import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@storefront/shared/testing';
import { SeatPicker } from './seat-picker';
import { SeatPickerStore } from './seat-picker-store';
import { premium, seatMap, standard } from './test-seat-map';

// The picker over the real drawing (its canvas inert in jsdom): the keyboard's focus seat carries the picker's answers.
it('selects with the drawing’s focus seat by keyboard and confirms', async () => {
  const api = fakeApi();
  api.events.getSeatMap.mockResolvedValue(seatMap());
  const picker = new SeatPickerStore(api, { eventId: 'ev-1', sessionId: 'se-1', quantities: { groups: [premium, standard], byType: { 'p-adult': 2 } } });
  render(<SeatPicker picker={picker} onChangeTickets={jest.fn()} />);
  await act(() => picker.open());
  const seat = await screen.findByRole('button', { name: 'Stalls, row C, seat 1, Premium, available' });
  seat.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByText('Stalls C1, Stalls C2 selected. All 2 seats chosen. Confirm Selection to continue.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Stalls, row C, seat 1, Premium, selected' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Selection' }));
  expect(picker.confirmedSeats.map((s) => s.name)).toEqual(['Stalls C1', 'Stalls C2']);
});
