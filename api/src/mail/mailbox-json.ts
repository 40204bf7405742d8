/**
 * The dev mailbox's JSON answers (`GET /api/dev/mailbox/messages[/:id]`): the routes serialise
 * with these schemas. Tests' own shape, not the storefront's contract; the e2e support code
 * imports the types only (erased when run), so it never loads the API.
 */
import { Type, type Static } from '@sinclair/typebox';

export type MailboxAttachmentJson = Static<typeof MailboxAttachmentJson>;
export const MailboxAttachmentJson = Type.Object({
  filename: Type.Union([Type.String(), Type.Null()]),
  content_type: Type.String(),
  /** The `Content-ID` that the HTML's `cid:` images name; null for a plain attachment. */
  cid: Type.Union([Type.String(), Type.Null()]),
  /** In bytes. */
  size: Type.Number(),
});

export type MailboxMessageJson = Static<typeof MailboxMessageJson>;
export const MailboxMessageJson = Type.Object({
  id: Type.String(),
  to: Type.Array(Type.String()),
  from: Type.String(),
  subject: Type.String(),
  /** ISO 8601, when the message says it was sent (else when it arrived). */
  date: Type.String(),
  text: Type.String(),
  /** Null for a text-only message. */
  html: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(MailboxAttachmentJson),
});
