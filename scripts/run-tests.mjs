/**
 * `pnpm test`: every check, in stages, each timed (ADR 0027). Commands within a stage run
 * side by side where they leave a core idle: the first one's output is shown as it comes,
 * the others' when they end, always in whole lines, so each runner's summary stays on lines
 * of its own. The first failing stage stops the run; a table of seconds per step closes it.
 *
 *   node scripts/run-tests.mjs [--from <stage>] [--only <stage>]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

/** @typedef {{ label: string, command: string }} Step */
/** @typedef {{ name: string, steps: Step[] }} Stage */

/** @param {string} script */
const pnpm = (script) => `corepack pnpm ${script}`;

/** @type {Stage[]} */
const STAGES = [
  // eslint and the type checks each keep one core busy.
  { name: 'lint', steps: [{ label: 'lint', command: pnpm('lint') }, { label: 'typecheck', command: pnpm('typecheck') }] },
  { name: 'unit+build', steps: [{ label: 'unit and component tests', command: pnpm('test:unit') }, { label: 'production build', command: pnpm('build') }] },
  // The end-to-end workers wait on pages, the server and scripts suites on the stacks they
  // start (on ports of their own): the API suites fill the cores meanwhile.
  {
    name: 'suites',
    steps: [
      { label: 'end-to-end tests', command: pnpm('test:e2e') },
      { label: 'API tests', command: pnpm('test:api') },
      { label: 'storefront server and scripts tests', command: pnpm('test:server') },
    ],
  },
];

/**
 * Runs `command` in a shell. `output`: 'inherit' hands it the terminal; 'lines' passes its
 * output on line by line; 'held' keeps it and passes it on when the command ends.
 * @param {string} command
 * @param {'inherit' | 'lines' | 'held'} output
 * @returns {Promise<{ code: number, seconds: number }>}
 */
async function run(command, output) {
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const held = [];
  const streams = output === 'inherit' ? [] : [child.stdout, child.stderr];
  const read = streams.map((stream) => {
    const lines = createInterface({ input: /** @type {import('node:stream').Readable} */ (stream), crlfDelay: Infinity });
    lines.on('line', (line) => (output === 'lines' ? process.stdout.write(`${line}\n`) : held.push(line)));
    return once(lines, 'close');
  });
  const [code, signal] = /** @type {[number | null, NodeJS.Signals | null]} */ (await once(child, 'close'));
  await Promise.all(read);
  if (held.length > 0) process.stdout.write(`${held.join('\n')}\n`);
  return { code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 };
}

/** @param {number} seconds */
const format = (seconds) => `${seconds.toFixed(0).padStart(5)} s`;

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, only: { type: 'string' } } });
  const names = STAGES.map((stage) => stage.name);
  for (const name of [values.from, values.only]) {
    if (name !== undefined && !names.includes(name)) throw new Error(`No stage "${name}"; the stages: ${names.join(', ')}`);
  }
  const first = values.only ?? values.from;
  const stages = STAGES.slice(first ? names.indexOf(first) : 0, values.only ? names.indexOf(values.only) + 1 : undefined);

  /** @type {string[]} */
  const table = [];
  const started = performance.now();
  let failed = null;
  for (const stage of stages) {
    const parallel = stage.steps.length > 1;
    console.log(`\n=== stage ${stage.name}: ${stage.steps.map((step) => step.label).join(' | ')}`);
    const results = await Promise.all(
      stage.steps.map(async (step, index) => {
        const result = await run(step.command, !parallel ? 'inherit' : index === 0 ? 'lines' : 'held');
        console.log(`--- ${step.label}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${result.seconds.toFixed(0)} s`);
        table.push(`${format(result.seconds)}  ${stage.name}: ${step.label}${result.code === 0 ? '' : ' (FAILED)'}`);
        return { step, ...result };
      }),
    );
    const failure = results.find((result) => result.code !== 0);
    if (failure) {
      failed = failure;
      break;
    }
  }
  console.log('\n=== seconds by step');
  for (const line of table) console.log(line);
  console.log(`${format((performance.now() - started) / 1000)}  in all`);
  if (failed) {
    console.error(`\n${failed.step.label} failed (exit ${failed.code})`);
    process.exit(failed.code);
  }
}

await main();
