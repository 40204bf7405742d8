import { mountStandalone } from '@storefront/shared';
import { CartDialogs } from './cart-dialogs/cart-dialogs';
import Routes from './routes';

/** On its own, this remote mounts the cart dialogs itself (the host does in the storefront). */
function Standalone() {
  return (
    <>
      <Routes />
      <CartDialogs />
    </>
  );
}

void mountStandalone(Standalone);
