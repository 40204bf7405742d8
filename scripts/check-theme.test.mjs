import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { main } from './check-theme.mjs';

/** Runs the command with its output captured. @param {string[]} args */
function run(args) {
  /** @type {{ log: string[], error: string[] }} */
  const out = { log: [], error: [] };
  const code = main(args, { log: (line) => out.log.push(line), error: (line) => out.error.push(line) });
  return { code, log: out.log.join('\n'), error: out.error.join('\n') };
}

describe('check-theme', () => {
  it('passes colours the storefront uses as configured', () => {
    const { code, log } = run(['--primary', '#1f4fd1', '--header', '#1f3a5f']);
    assert.equal(code, 0);
    assert.match(log, /^Primary \(buttons, links, selected states, focus\): #1f4fd1$/m);
    assert.match(log, /^Header: #1f3a5f$/m);
    assert.match(log, /used as configured/);
  });

  it("reports each change for the zoo's colours, with ratios and the colours used instead, and exits 1", () => {
    const { code, log } = run(['--primary', '#2ec4b6', '--header', '#F6C945']);
    assert.equal(code, 1);
    assert.match(log, /would change 3 colours/);
    assert.match(log, /^- Primary colour \(text and links\) #2ec4b6 has 2\.00:1 against #f5f6f8 \(needs 4\.5:1\); #1e7e75 is used instead\.$/m);
    assert.match(log, /^- Focus indicator #2ec4b6 has 2\.00:1 against #f5f6f8 \(needs 3:1\)/m);
    assert.match(log, /^- Header text #ffffff has 1\.57:1 against #f6c945 \(needs 4\.5:1\); #1c1f24 is used instead\.$/m);
    assert.match(log, /^Header text: #1c1f24$/m);
  });

  it('checks one colour alone, the other at its default', () => {
    const { code, log } = run(['--header', '#777777']);
    assert.equal(code, 1);
    assert.match(log, /would change one colour/);
    assert.match(log, /^Header: #747474$/m);
  });

  it('refuses a colour that is not #rrggbb, and unknown options, with exit code 2', () => {
    const malformed = run(['--primary', 'teal']);
    assert.equal(malformed.code, 2);
    assert.match(malformed.error, /--primary teal is not a #rrggbb colour/);
    assert.equal(run(['--accent', '#000000']).code, 2);
  });

  it('runs as a command, its exit code the result', () => {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-theme.mjs');
    assert.match(execFileSync(process.execPath, [script, '--primary', '#1f4fd1'], { encoding: 'utf8' }), /used as configured/);
    assert.throws(() => execFileSync(process.execPath, [script, '--primary', '#2ec4b6'], { stdio: 'pipe' }), { status: 1 });
  });
});
