import { Type } from '@sinclair/typebox';

/** Any short string: a malformed ticket id is answered like an unknown one (404), not as a 400. */
export const TicketIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/** The wallet routes take no query. */
export const NoQuery = Type.Object({}, { additionalProperties: false });
