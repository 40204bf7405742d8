// @ts-check
/**
 * Checks a seller's brand colours before they are saved (issue 17): prints the colours the
 * storefront would use and every one it would change to meet WCAG 2.2 AA contrast, with the
 * configured colour's ratio. The same `accessibleTheme` the storefront server themes pages with.
 *
 *   node scripts/check-theme.mjs [--primary '#rrggbb'] [--header '#rrggbb']
 *   corepack pnpm check:theme --primary '#2ec4b6' --header '#f6c945'
 *
 * Exit codes: 0 used as configured, 1 something would be changed, 2 usage or a colour that is
 * not `#rrggbb` (the storefront would ignore it).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { accessibleTheme, describeAdjustment, hexOrNull } from '../shared/src/ui/theme.mjs';

const USAGE = "Usage: node scripts/check-theme.mjs [--primary '#rrggbb'] [--header '#rrggbb']";
/** What the report lists of the theme's properties, as a seller's admin names them. */
const SHOWN = {
  '--sf-primary': 'Primary (buttons, links, selected states, focus)',
  '--sf-primary-text': 'Label on primary buttons',
  '--sf-header': 'Header',
  '--sf-header-text': 'Header text',
};

/**
 * The command: prints the report and returns the exit code.
 * @param {string[]} args
 * @param {{ log: (line: string) => void, error: (line: string) => void }} out
 */
export function main(args, out = console) {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { primary: { type: 'string' }, header: { type: 'string' } } }));
  } catch (error) {
    out.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const malformed = Object.entries(values).filter(([, colour]) => hexOrNull(colour) === null);
  if (malformed.length > 0) {
    for (const [name, colour] of malformed) out.error(`--${name} ${colour} is not a #rrggbb colour: the storefront would ignore it.`);
    out.error(USAGE);
    return 2;
  }
  const { properties, adjustments } = accessibleTheme({ primary: values.primary ?? null, header: values.header ?? null });
  for (const [property, label] of Object.entries(SHOWN)) out.log(`${label}: ${properties[property]}`);
  if (adjustments.length === 0) {
    out.log('Every colour meets WCAG 2.2 AA contrast and is used as configured.');
    return 0;
  }
  out.log(`The storefront would change ${adjustments.length === 1 ? 'one colour' : `${adjustments.length} colours`} to meet WCAG 2.2 AA contrast:`);
  for (const adjustment of adjustments) out.log(`- ${describeAdjustment(adjustment)}`);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
