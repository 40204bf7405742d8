/**
 * The HTML document every storefront e-mail shares: one readable column, the title as the
 * document title and the article's name, a heading, then the mail's own paragraphs (already
 * escaped by the caller) and the seller's name as the signature.
 */
import { esc } from './html-escape';

export interface MailDocument {
  title: string;
  /** The visible heading (default: the title). */
  heading?: string;
  /** Trusted HTML: the caller escapes every value it writes. */
  bodyHtml: string;
  sellerName: string;
}

export const muted = (text: string) => `<p style="color:#555;font-size:14px">${esc(text)}</p>`;

export function mailDocument({ title, heading = title, bodyHtml, sellerName }: MailDocument): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head>
<body style="margin:0;padding:16px;background:#fff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;line-height:1.5">
<div role="article" aria-label="${esc(title)}" style="max-width:640px;margin:0 auto">
<h1 style="font-size:24px;margin:0 0 16px">${esc(heading)}</h1>
${bodyHtml}
${muted(sellerName)}
</div>
</body>
</html>`;
}
