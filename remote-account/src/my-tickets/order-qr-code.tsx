import { observer } from 'mobx-react-lite';
import { orderQrCodeUrl, useStores, type Order } from '@storefront/shared';

/** The order's QR code on its card: scanned at the door, it admits the order's tickets. */
export const OrderQrCode = observer(function OrderQrCode({ order }: { order: Pick<Order, 'id' | 'orderNumber'> }) {
  const { config } = useStores();
  return (
    <img
      className="acc-card__qr"
      src={orderQrCodeUrl(config.apiBaseUrl, order.id)}
      alt={`QR code for order ${order.orderNumber}`}
      width={160}
      height={160}
    />
  );
});
