/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONFORMANCE_CHECKS, LAST_REVIEWED } from './conformance-checks';

/**
 * The statement claims only what the end-to-end tests check: every check has a test tagged
 * `@a11y-<id>` (in its title or `tag`), and every such tag names a listed check.
 */
const SPECS = join(__dirname, '../../../e2e/tests');
const TAG = /@a11y-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

/** The `@a11y-` ids each spec file uses. */
function tagsBySpec(): Map<string, Set<string>> {
  const specs = readdirSync(SPECS).filter((file) => file.endsWith('.spec.ts'));
  return new Map(specs.map((file) => [file, new Set([...readFileSync(join(SPECS, file), 'utf8').matchAll(TAG)].map((m) => m[1]!))]));
}

describe('CONFORMANCE_CHECKS', () => {
  const ids = CONFORMANCE_CHECKS.map((check) => check.id);
  const tagged = tagsBySpec();
  const used = new Set([...tagged.values()].flatMap((tags) => [...tags]));

  it('reads the end-to-end specs', () => {
    expect(tagged.size).toBeGreaterThan(0);
  });

  it.each(ids)('%s is checked by an end-to-end test tagged with it', (id) => {
    expect(used).toContain(id);
  });

  it('claims every accessibility tag the end-to-end tests use', () => {
    const unlisted = [...tagged].flatMap(([file, tags]) => [...tags].filter((id) => !ids.includes(id)).map((id) => `${file}: @a11y-${id}`));
    expect(unlisted).toEqual([]);
  });

  it('has unique ids and names WCAG success criteria by number', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of CONFORMANCE_CHECKS) {
      expect(check.criteria.length).toBeGreaterThan(0);
      for (const criterion of check.criteria) expect(criterion).toMatch(/^[1-4]\.\d{1,2}\.\d{1,2}$/);
    }
  });

  it('dates its last review as an ISO calendar date', () => {
    expect(LAST_REVIEWED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
