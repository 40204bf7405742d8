import { observer } from 'mobx-react-lite';
import { Alert, useStores } from '@storefront/shared';

/** The 'tickets unavailable' warning of the panel and of every form with nothing to sell. */
export const TicketsUnavailable = observer(function TicketsUnavailable() {
  const { config } = useStores();
  return <Alert kind="warning">{config.settings.ticketsUnavailableText}</Alert>;
});
