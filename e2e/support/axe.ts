/**
 * The project's accessibility standard as one check (issue 17): axe-core with the WCAG 2.0,
 * 2.1 and 2.2 A/AA rules on the page as it is finds no violation at all, whatever its impact.
 * A finding fails the test softly, so one run names every state's findings; each is attached
 * to the report with its nodes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** True when a frame of the page comes from another origin (a card field, a captcha). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return /^https?:/.test(url) && new URL(url).origin !== origin;
  });
}

/**
 * axe's findings on the whole page: the WCAG rules, or only `rules`. Without cross-origin
 * frames, axe runs in one pass (`legacyMode`: the same rules in every frame, a fifth less CPU
 * than axe's per-frame run, which finishes in a new blank page); with them, per frame, so that
 * those frames are checked too.
 */
export async function axeViolations(page: Page, { rules }: { rules?: string[] } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode(!hasCrossOriginFrame(page));
  const { violations } = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  return violations;
}

/** Runs axe on the whole page in `state` (named in the failure and the report). */
export async function expectNoViolations(page: Page, testInfo: TestInfo, state: string) {
  const violations = await axeViolations(page);
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()).join(' | ')}`;
  if (violations.length) await testInfo.attach(`axe ${state}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  expect.soft(violations.map(describe), `axe violations on ${state} (${testInfo.project.name})`).toEqual([]);
}
