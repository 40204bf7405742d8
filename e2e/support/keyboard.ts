/**
 * Keyboard-only operation (issue 17, WCAG 2.1.1, 2.4.7, 2.4.11): moving the focus with Tab, typing
 * into the focused field, and a guard that fails a journey a pointer took part in. Every control
 * Tab lands on on the way is checked: its focus indicator is drawn and it is not hidden behind
 * something else (the sticky mobile footer, the cart widget).
 */
import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * How the focused element shows it, or why it does not: null when its own outline or box shadow,
 * or a wrapper's (a styled label around a visually hidden radio), draws an indicator and a point of
 * it is on top at its place on screen.
 */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // Focus inside a native control's own parts (a time input's picker button) is drawn by the browser.
    if (!el.matches(':focus')) return null;
    const drawsFocus = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const labelled = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    const label = el.getAttribute('aria-label') ?? labelled[0]?.textContent ?? el.textContent ?? '';
    const name = `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''}.${el.className} "${label.trim().slice(0, 40)}"`;
    const candidates = [el, el.parentElement, el.parentElement?.parentElement, ...labelled].filter((n): n is HTMLElement => !!n);
    const indicator = candidates.find(drawsFocus);
    if (!indicator) return `${name} shows no focus indicator`;
    const box = indicator.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null; // the dialog's own container and the like
    const points: Array<[number, number]> = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.bottom - 2],
    ];
    const visible = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return !!top && (candidates.some((c) => c.contains(top)) || top.contains(el));
    });
    return visible ? null : `${name} is hidden behind ${document.elementFromPoint(...points[0]!)?.className ?? 'something'}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times, checking each
 * control passed on the way (`checkFocus`): the control is reachable by keyboard alone.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80, checkFocus = true } = {}) {
  const problems = new Set<string>();
  for (let i = 0; i < limit; i += 1) {
    if (await isFocused(target)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (checkFocus) {
      const problem = await focusProblem(page);
      if (problem) problems.add(problem);
    }
  }
  await expect(target, `reachable with ${backwards ? 'Shift+Tab' : 'Tab'} within ${limit} presses`).toBeFocused();
  expect.soft([...problems], 'focus visible and not obscured on the way').toEqual([]);
}

/** Tabs to the field and types `text` into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to `control` and presses `key` (Enter by default) on it. */
export async function press(page: Page, control: Locator, key = 'Enter') {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/**
 * Counts every trusted pointer, mouse and touch press in every document of the page from now on;
 * `expectNone()` fails if there was one (a journey meant for the keyboard that took a pointer).
 */
export async function watchPointer(page: Page): Promise<{ expectNone(): void }> {
  const presses: string[] = [];
  await page.exposeBinding('__reportPointer', (_source, what: string) => void presses.push(what));
  await page.addInitScript(() => {
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'wheel']) {
      window.addEventListener(type, (event) => {
        if (event.isTrusted) (window as unknown as { __reportPointer(what: string): void }).__reportPointer(`${type} on ${(event.target as Element)?.tagName}`);
      }, { capture: true });
    }
  });
  return { expectNone: () => expect(presses, 'pointer presses in a keyboard-only journey').toEqual([]) };
}
