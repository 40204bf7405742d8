import { Button, type TicketGroup } from '@storefront/shared';

/**
 * The 'Find seats' hook point (spec 01 §2 "Seat selection"; the seat map is a later issue).
 * Renders nothing unless some group is seated; until the seat map exists the button is
 * disabled unless `onFindSeats` is given.
 */
export function FindSeatsButton({ groups, onFindSeats }: { groups: TicketGroup[]; onFindSeats?: () => void }) {
  if (!groups.some((g) => g.handler === 'seated')) return null;
  return (
    <Button variant="secondary" className="cat-find-seats" disabled={!onFindSeats} onClick={onFindSeats}>
      Find seats
    </Button>
  );
}
