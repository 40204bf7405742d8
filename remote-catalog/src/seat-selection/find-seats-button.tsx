import { Suspense, lazy, useEffect, useId, type Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@storefront/shared';
import type { FormSeats } from './form-seats';
import type { SeatPickerStore } from './seat-picker-store';
import { FOCUS_SHIFT_DELAY_MS } from './seat-picker-store';
import { SelectedSeats } from './selected-seats';

// The map (its canvas drawing, the background's sanitiser) loads when first opened, during the 50 ms the opening waits anyway.
// Once fetched ahead, it is rendered directly: a lazy component suspends on its first render even
// when its chunk is there, and React holds a revealed Suspense boundary back for up to 300 ms.
let fetchedPicker: typeof import('./seat-picker') | null = null;
const loadSeatPicker = () =>
  import(/* webpackChunkName: "seat-picker" */ './seat-picker').then((m) => {
    fetchedPicker = m;
    return m;
  });
const LazySeatPicker = lazy(() => loadSeatPicker().then((m) => ({ default: m.SeatPicker })));

/**
 * The seats of a reservation form (spec 01 §2 Seat selection): 'Find seats' until seats are
 * confirmed, then 'Selected Seats' with 'Change selected seats' and 'Change Tickets'; the
 * seat validation messages next to it; the picker itself. Nothing without a seated group.
 * `buttonRef` is the form's focus target for an invalid seat selection.
 */
export const FindSeatsButton = observer(function FindSeatsButton({
  seats,
  buttonRef,
  focusQuantities,
}: {
  seats: FormSeats;
  buttonRef?: Ref<HTMLButtonElement>;
  /** 'Change Tickets', or 'Find seats' without seated tickets: back to the quantities. */
  focusQuantities(): void;
}) {
  const id = useId();
  const { picker, errors } = seats;
  const wantsSeats = (picker?.needs.size ?? 0) > 0;
  // Once seated tickets are chosen, the picker's code and the map are fetched ahead of the click.
  useEffect(() => {
    if (!wantsSeats) return;
    void loadSeatPicker();
    seats.preloadMap();
  }, [wantsSeats, seats, picker]);
  if (!seats.hasSeatedGroups || !picker) return null;
  const chosen = picker.confirmedSeats;
  const errorIds = errors.map((_, i) => `${id}-error-${i}`);
  const findSeats = () => {
    if (seats.findSeats() === 'no-tickets') focusQuantities();
  };
  const changeTickets = () => {
    seats.clear();
    // After the modal has given the focus back to where it was opened from (spec 01 §9 focus shift).
    setTimeout(focusQuantities, FOCUS_SHIFT_DELAY_MS);
  };
  return (
    <div className="cat-seats">
      <SelectedSeats seats={chosen} groupNames={picker.groupNames} headingId={`${id}-selected`} />
      <div className="cat-seats__actions">
        {/* One button for both labels: the map gives the focus back to it when it closes. */}
        <Button variant="secondary" className="cat-find-seats" ref={buttonRef} onClick={findSeats} aria-describedby={errorIds.join(' ') || undefined}>
          {chosen.length === 0 ? 'Find seats' : 'Change selected seats'}
        </Button>
        {chosen.length > 0 && (
          <Button variant="link" onClick={changeTickets}>
            Change Tickets
          </Button>
        )}
      </div>
      {errors.map((error, i) => (
        <p key={error} id={errorIds[i]} className="sf-field__error">
          {error}
        </p>
      ))}
      {picker.isOpen && <OpenPicker picker={picker} onChangeTickets={changeTickets} />}
    </div>
  );
});

function OpenPicker({ picker, onChangeTickets }: { picker: SeatPickerStore; onChangeTickets(): void }) {
  const SeatPicker = fetchedPicker?.SeatPicker;
  if (SeatPicker) return <SeatPicker picker={picker} onChangeTickets={onChangeTickets} />;
  return (
    <Suspense fallback={null}>
      <LazySeatPicker picker={picker} onChangeTickets={onChangeTickets} />
    </Suspense>
  );
}
