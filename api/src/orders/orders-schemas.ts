import { Type } from '@sinclair/typebox';
import { UuidList } from '@storefront/shared/contract';

export const TicketOrderQuery = Type.Object({ 'id._in': UuidList });

/** Any short string: a malformed id is answered like an unknown one (404), not as a 400. */
export const OrderIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
