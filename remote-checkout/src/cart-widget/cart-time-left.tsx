/**
 * Time left on the held tickets. The full timer (levels, announcements, extend and
 * expiry dialogs) is the cart lifecycle issue; this shows the plain countdown.
 */
export function CartTimeLeft({ secondsLeft }: { secondsLeft: number | null }) {
  if (secondsLeft === null) return null;
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return (
    <p className="chk-cart__timer">
      Tickets held for <strong>{`${minutes}:${seconds}`}</strong>
    </p>
  );
}
