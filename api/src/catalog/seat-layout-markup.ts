/**
 * A seat layout's background is the seller's SVG markup, put into the storefront's DOM:
 * sanitised here (DOMPurify on a jsdom window) before it is stored and again before it is
 * answered, and once more by the browser (ADR 0023).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

/** jsdom costs tens of milliseconds to start: made on the first use, then kept. */
function purify(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    // Only same-document references ('#id'): an external or `javascript:` address is dropped.
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !data.attrValue.trim().startsWith('#')) {
        data.keepAttr = false;
      }
    });
  }
  return purifier;
}

/**
 * The markup with only SVG drawing left: shapes, paths, text, groups, fills and filters; no
 * scripts, event handlers, `<foreignObject>` or links out of the document.
 */
export function sanitizeLayoutBackground(markup: string): string {
  if (markup.trim() === '') return '';
  return purify().sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'style'],
  });
}
