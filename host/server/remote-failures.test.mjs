import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createFailureTracker } from './remote-failures.mjs';

const MINUTE = 60_000;

describe('the remote failure tracker', () => {
  it('counts different visitors, a visitor reporting again once', () => {
    const tracker = createFailureTracker({ badAfterVisitors: 3 });
    assert.equal(tracker.countVisitor('catalog@2', 'a'), false);
    assert.equal(tracker.countVisitor('catalog@2', 'a'), false);
    assert.equal(tracker.countVisitor('catalog@2', 'b'), false);
    assert.equal(tracker.countVisitor('catalog@3', 'c'), false, 'another version counts apart');
    assert.equal(tracker.countVisitor('catalog@2', 'c'), true);
  });

  it('forgets visitors whose report is older than the window', () => {
    let now = 0;
    const tracker = createFailureTracker({ badAfterVisitors: 3, windowMs: 10 * MINUTE, now: () => now });
    tracker.countVisitor('catalog@2', 'a');
    now = 6 * MINUTE;
    tracker.countVisitor('catalog@2', 'b');
    now = 11 * MINUTE;
    assert.equal(tracker.countVisitor('catalog@2', 'c'), false, "a's report has expired");
    assert.equal(tracker.countVisitor('catalog@2', 'a'), true, 'a again, b and c within ten minutes');
  });

  it('starts a version afresh once it is forgotten', () => {
    const tracker = createFailureTracker({ badAfterVisitors: 2 });
    tracker.countVisitor('catalog@2', 'a');
    tracker.forget('catalog@2');
    assert.equal(tracker.countVisitor('catalog@2', 'b'), false);
  });

  it('keeps the last reports, newest first', () => {
    const tracker = createFailureTracker({ historySize: 2 });
    const failure = (/** @type {string} */ version) => ({ remote: 'catalog', version, seller: 's', phase: /** @type {const} */ ('load'), error: 'x', at: '', visitor: 'v', markedBad: false });
    for (const version of ['1', '2', '3']) tracker.remember(failure(version));
    assert.deepEqual(tracker.recent().map((f) => f.version), ['3', '2']);
  });
});
