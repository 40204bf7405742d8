/** The member's memberships (spec 03 §7). */
import { Type } from '@sinclair/typebox';
import { EmbedList } from '@storefront/shared/contract';

/** `GET my/membership`: spec 03 §7's embeds are always answered, so `_embed` is accepted and changes nothing. */
export const MyMembershipQuery = Type.Object({ _embed: Type.Optional(EmbedList) });
