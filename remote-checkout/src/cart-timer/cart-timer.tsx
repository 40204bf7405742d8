import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import { timerAnnouncement, timerLevel, timerVisible } from './timer-model';
import { TimerView } from './timer-view';

/**
 * The one cart timer (spec 01 §4), shown wherever a cart is shown. The cart store counts down;
 * the timer model says when it shows, its level and announcements; this draws them.
 */
export const CartTimer = observer(function CartTimer() {
  const { cart } = useStores();
  const { secondsLeft, expired } = cart;
  const level = timerLevel(secondsLeft);
  if (!timerVisible({ secondsLeft, expired }) || secondsLeft === null || level === null) return null;
  return <TimerView secondsLeft={secondsLeft} level={level} announcement={timerAnnouncement(secondsLeft)} />;
});
