/**
 * The project's accessibility standard as one check: axe-core with the WCAG 2 A/AA and
 * 2.1/2.2 AA rules on the page as it is, failing on serious or critical violations and
 * printing the minor and moderate ones (they are attached to the test's report too).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe on the whole page in `state` (named in the failure and the report). */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const other = violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));
  for (const v of other) console.log(`[axe] ${state}: ${describe(v)}`);
  if (violations.length) await testInfo.attach(`axe ${state}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  expect(blocking.map(describe), `serious or critical axe violations on ${state}`).toEqual([]);
}
