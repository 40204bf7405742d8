import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Loading, Modal } from '@storefront/shared';
import { useCloseOnBack, useScrollLock } from './picker-history';
import type { SeatPickerStore } from './seat-picker-store';
import { SelectedSeats } from './selected-seats';
import { SeatLegend } from './seat-map-view/seat-legend';
import { SeatMapView } from './seat-map-view/seat-map-view';
import './seat-selection.css';

/**
 * The seat map modal (spec 01 §2 Seat selection, §4 Seats): 'Select your seats', the
 * 'Select:' filter, the legend, the map, what the last click did, 'Selected Seats' and
 * 'Confirm Selection'. A drawer filling a phone's screen; the page behind does not scroll;
 * the browser's back, Escape and the close button close it without confirming.
 */
export const SeatPicker = observer(function SeatPicker({ picker, onChangeTickets }: { picker: SeatPickerStore; onChangeTickets(): void }) {
  const open = picker.state === 'open';
  useScrollLock(open);
  useCloseOnBack(open, picker.close);
  const filterId = useId();
  const selectedId = useId();
  return (
    <Modal
      open={open}
      title="Select your seats"
      onClose={picker.close}
      className="cat-seat-picker"
      footer={
        <>
          <Button variant="link" onClick={onChangeTickets}>
            Change Tickets
          </Button>
          <Button onClick={picker.confirm} disabled={!picker.map}>
            Confirm Selection
          </Button>
        </>
      }
    >
      <div className="cat-seat-picker__filter">
        <label htmlFor={filterId}>Select:</label>
        <select id={filterId} value={picker.filterGroupId ?? ''} onChange={(e) => picker.setFilter(e.target.value || null)}>
          <option value="">All</option>
          {picker.groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <SeatLegend groups={picker.seatedGroups} />
      <div className="cat-seat-picker__map">
        <PickerMap picker={picker} />
      </div>
      <p role="status" className="sf-visually-hidden">
        {picker.announcement}
      </p>
      {picker.error && <Alert kind="error">{picker.error}</Alert>}
      <SelectedSeats seats={picker.selectedSeats} groupNames={picker.groupNames} headingId={selectedId} />
    </Modal>
  );
});

/** The map once loaded; the loading state before; the API's message with a retry when it could not load. */
const PickerMap = observer(function PickerMap({ picker }: { picker: SeatPickerStore }) {
  if (picker.loadError) {
    return (
      <Alert kind="error">
        {picker.loadError}{' '}
        <Button variant="link" onClick={() => void picker.load()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!picker.map) return <Loading label="Loading the seat map" />;
  return (
    <SeatMapView
      map={picker.map}
      {...picker.seatView}
      revision={picker.revision}
      onActivate={picker.activate}
      initialFocusSeatId={picker.initialFocusSeatId}
    />
  );
});
