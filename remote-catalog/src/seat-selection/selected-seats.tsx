import type { ChosenSeat } from './seat-selection';

/** 'Selected Seats' (spec 01 §2): the seats by name, each with its group. */
export function SelectedSeats({ seats, groupNames, headingId }: { seats: ChosenSeat[]; groupNames: ReadonlyMap<string, string>; headingId: string }) {
  if (seats.length === 0) return null;
  return (
    <section className="cat-selected-seats" aria-labelledby={headingId}>
      <h3 id={headingId} className="cat-selected-seats__title">
        Selected Seats
      </h3>
      <ul className="cat-selected-seats__list">
        {seats.map((s) => (
          <li key={s.id}>
            {s.name} <span className="cat-selected-seats__group">{groupNames.get(s.groupId)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
