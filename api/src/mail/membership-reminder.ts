/**
 * The forgot-membership e-mail (spec 03 §2.10): a seller's member IDs for one account, with
 * their levels and valid-to dates in the seller's time zone. Pure, as the confirmation's renderer.
 */
import { venueDate } from '../lib/zoned-time';
import { esc } from './html-escape';
import { mailDocument, muted } from './mail-document';
import type { RenderedEmail } from './render-confirmation';

export interface MembershipReminder {
  email: string;
  firstName: string | null;
  sellerName: string;
  timezone: string;
  /** Latest first. */
  memberships: { scanCode: string; levelName: string; validTo: Date }[];
}

type Line = { scanCode: string; levelName: string; validity: string };

function lines(r: MembershipReminder, now: Date): Line[] {
  return r.memberships.map((m) => ({
    scanCode: m.scanCode,
    levelName: m.levelName,
    validity: `${m.validTo.getTime() > now.getTime() ? 'Valid until' : 'Expired on'} ${venueDate(m.validTo, r.timezone)}`,
  }));
}

const subject = (r: MembershipReminder) =>
  `Your ${r.sellerName} membership ${r.memberships.length > 1 ? 'IDs' : 'ID'}`;
const greeting = (r: MembershipReminder) => (r.firstName?.trim() ? `Hi ${r.firstName.trim()},` : 'Hello,');
const intro = (r: MembershipReminder) =>
  `You asked for your ${r.sellerName} membership details. Use your member ID to log in or show it at the entrance.`;
const ignore = 'If you did not ask for this e-mail, you can ignore it.';

function html(r: MembershipReminder, rows: Line[]): string {
  const title = subject(r);
  const head = 'scope="col" style="padding:6px 8px;border-bottom:2px solid #333;text-align:left"';
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const body = rows
    .map((l) => `<tr><td ${cell}><code>${esc(l.scanCode)}</code></td><td ${cell}>${esc(l.levelName)}</td><td ${cell}>${esc(l.validity)}</td></tr>`)
    .join('');
  return mailDocument({
    title,
    bodyHtml: `<p>${esc(greeting(r))}</p>
<p>${esc(intro(r))}</p>
<table style="border-collapse:collapse;width:100%;font-size:15px">
<caption style="text-align:left;font-weight:bold;padding:4px 0">Your memberships</caption>
<thead><tr><th ${head}>Member ID</th><th ${head}>Level</th><th ${head}>Valid to</th></tr></thead>
<tbody>${body}</tbody>
</table>
${muted(ignore)}`,
    sellerName: r.sellerName,
  });
}

function text(r: MembershipReminder, rows: Line[]): string {
  const memberships = rows.map((l) => `Member ID: ${l.scanCode}\nLevel: ${l.levelName}\n${l.validity}`);
  return [greeting(r), intro(r), ...memberships, ignore, r.sellerName].join('\n\n');
}

/** `now` decides between 'Valid until' and 'Expired on'. */
export function renderMembershipReminder(r: MembershipReminder, now: Date): RenderedEmail {
  const rows = lines(r, now);
  return { subject: subject(r), html: html(r, rows), text: text(r, rows) };
}
