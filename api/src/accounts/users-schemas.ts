/** `GET feature_flags`' query (spec 03 §7); the account bodies are the contract's (`ApiUserInput`, `ApiUserPatch`). */
import { Type } from '@sinclair/typebox';
import { Uuid } from '@storefront/shared/contract';

export const FeatureFlagsQuery = Type.Object(
  {
    tenant: Uuid,
    device_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }),
  },
  { additionalProperties: false },
);
