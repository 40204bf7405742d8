import { Type, type Static } from '@sinclair/typebox';
import { BodyObject } from '@storefront/shared/contract';

/** Properties of a report's context at most; its size is bounded by the route's body limit. */
export const MAX_CONTEXT_PROPERTIES = 30;

/**
 * A client error report (the storefront's `ClientReport`), already redacted in the browser.
 * Unknown properties are refused (400), as in every body.
 */
export const ClientErrorBody = BodyObject({
  level: Type.Union([Type.Literal('error'), Type.Literal('info')]),
  message: Type.String({ minLength: 1, maxLength: 1000 }),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  stack: Type.Optional(Type.String({ maxLength: 4000 })),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  context: Type.Optional(Type.Object({}, { additionalProperties: true, maxProperties: MAX_CONTEXT_PROPERTIES })),
});

export type ClientErrorReport = Static<typeof ClientErrorBody>;
