/**
 * The dev mailbox's JSON answers (`GET /api/dev/mailbox/messages[/:id]`). Kept free of imports
 * so that the e2e support code can read the same shape without loading the API.
 */
export interface MailboxAttachmentJson {
  filename: string | null;
  content_type: string;
  cid: string | null;
  size: number;
}

export interface MailboxMessageJson {
  id: string;
  to: string[];
  from: string;
  subject: string;
  date: string;
  text: string;
  html: string | null;
  attachments: MailboxAttachmentJson[];
}
