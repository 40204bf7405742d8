/**
 * The start script's supervision (ADR 0010), on real child processes: a part killed from
 * outside comes back and the log says so; a deliberate stop is not restarted; a part that
 * keeps dying is given up, loudly. Run with `node --test scripts/`.
 */
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { supervise } from './supervise.mjs';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const longRunning = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const isRunning = (/** @type {import('node:child_process').ChildProcess} */ child) => child.exitCode === null && child.signalCode === null;

/** @param {() => boolean} condition */
async function waitFor(condition, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await sleep(20);
  }
}

test('a child killed from outside is restarted, and the log says so', async () => {
  /** @type {string[]} */
  const logs = [];
  const first = longRunning();
  const supervisor = supervise({ name: 'API', start: longRunning, child: first, baseDelayMs: 50, log: (m) => logs.push(m) });
  try {
    first.kill('SIGKILL');
    await waitFor(() => supervisor.child !== first && isRunning(supervisor.child));
    assert.deepEqual(logs, ['API exited (signal SIGKILL); restarting in 0.05 s']);
    assert.notEqual(supervisor.child.pid, first.pid);

    // The restarted one is supervised too, with a doubled delay.
    const second = supervisor.child;
    second.kill('SIGKILL');
    await waitFor(() => supervisor.child !== second && isRunning(supervisor.child));
    assert.equal(logs[1], 'API exited (signal SIGKILL); restarting in 0.1 s');
  } finally {
    await supervisor.stop();
  }
});

test('stop() ends the child for good: no restart follows', async () => {
  /** @type {string[]} */
  const logs = [];
  const first = longRunning();
  const supervisor = supervise({ name: 'API', start: longRunning, child: first, baseDelayMs: 50, log: (m) => logs.push(m) });
  await supervisor.stop();
  await sleep(200);
  assert.equal(supervisor.child, first);
  assert.equal(isRunning(first), false);
  assert.deepEqual(logs, []);
});

test('a child that keeps exiting is given up after the restarts allowed in a minute', async () => {
  /** @type {string[]} */
  const logs = [];
  let gaveUp = false;
  const failing = () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
  const supervisor = supervise({
    name: 'API',
    start: failing,
    child: failing(),
    baseDelayMs: 10,
    maxRestartsPerMinute: 2,
    log: (m) => logs.push(m),
    onGiveUp: () => {
      gaveUp = true;
    },
  });
  await waitFor(() => gaveUp);
  assert.equal(supervisor.gaveUp, true);
  assert.deepEqual(logs, [
    'API exited (code 3); restarting in 0.01 s',
    'API exited (code 3); restarting in 0.02 s',
    'API exited (code 3) after 2 restarts within a minute; giving up, not restarting it again',
  ]);
});
