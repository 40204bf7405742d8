import { bySeatName, seatStateOf } from './seats';

it('orders seat names as people read them: numbers by value, then sections', () => {
  expect(['Stalls C10', 'Stalls C2', 'Balcony A1', 'Stalls B12', 'stalls c1'].sort(bySeatName)).toEqual([
    'Balcony A1',
    'Stalls B12',
    'stalls c1',
    'Stalls C2',
    'Stalls C10',
  ]);
});

it('answers a seat absent from the states as available', () => {
  const states = new Map([['st-1', 'booked' as const]]);
  expect(seatStateOf(states, 'st-1')).toBe('booked');
  expect(seatStateOf(states, 'st-2')).toBe('available');
});
