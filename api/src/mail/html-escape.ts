/** Text and attribute values written into the mail HTML (the e-mail and the dev mailbox pages). */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const esc = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
