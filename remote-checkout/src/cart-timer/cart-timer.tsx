import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';
import { TimerView } from './timer-view';

/**
 * The one cart timer (spec 01 §4), shown wherever a cart is shown. The cart store owns the
 * rules (visibility under 20 minutes, level, announcements); this only draws them.
 */
export const CartTimer = observer(function CartTimer() {
  const { cart } = useStores();
  const { secondsLeft, timerLevel } = cart;
  if (!cart.timerVisible || secondsLeft === null || timerLevel === null) return null;
  return <TimerView secondsLeft={secondsLeft} level={timerLevel} announcement={cart.announcement} />;
});
