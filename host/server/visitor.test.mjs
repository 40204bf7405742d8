import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { avoidListOf, cookieValue, visitorCookie, visitorHash, visitorOf } from './visitor.mjs';

const ID = '0c6f1f0e-5d3b-4b8e-9f7a-000000000001';

describe('visitor cookies', () => {
  it('reads one cookie out of a header', () => {
    assert.equal(cookieValue(`a=1; sf_visitor=${ID}; b=2`, 'sf_visitor'), ID);
    assert.equal(cookieValue('xsf_visitor=1', 'sf_visitor'), undefined);
    assert.equal(cookieValue(undefined, 'sf_visitor'), undefined);
  });

  it('keeps a well-formed visitor id and replaces anything else with a new random one', () => {
    assert.deepEqual(visitorOf(`sf_visitor=${ID.toUpperCase()}`), { id: ID, isNew: false });
    for (const header of [undefined, 'sf_visitor=', 'sf_visitor=abc', `sf_visitor=${ID}x`]) {
      const visitor = visitorOf(header);
      assert.equal(visitor.isNew, true, String(header));
      assert.match(visitor.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    assert.notEqual(visitorOf(undefined).id, visitorOf(undefined).id);
  });

  it('sets the id for a year, HttpOnly, Secure only over https', () => {
    assert.equal(visitorCookie(ID, { secure: false }), `sf_visitor=${ID}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
    assert.match(visitorCookie(ID, { secure: true }), /; HttpOnly; Secure$/);
  });

  it('reads the avoid list, encoded or not, and ignores it whole when any part is malformed or it is too long', () => {
    assert.deepEqual(avoidListOf(`sf_avoid_remotes=${encodeURIComponent('catalog@1.4.0+ab12cd34,checkout@current')}`), ['catalog@1.4.0+ab12cd34', 'checkout@current']);
    assert.deepEqual(avoidListOf('sf_avoid_remotes=catalog@1.0.0'), ['catalog@1.0.0']);
    for (const value of ['catalog', '@1.0.0', 'Catalog@1.0.0', 'catalog@1.0.0,x@../y', 'catalog@1 0', '%E0%A4%A']) {
      assert.deepEqual(avoidListOf(`sf_avoid_remotes=${value}`), [], value);
    }
    const eleven = Array.from({ length: 11 }, (_, n) => `r${n}@1.0.0`).join(',');
    assert.deepEqual(avoidListOf(`sf_avoid_remotes=${eleven}`), []);
    assert.equal(avoidListOf(`sf_avoid_remotes=${eleven.split(',').slice(0, 10).join(',')}`).length, 10);
    assert.deepEqual(avoidListOf(undefined), []);
  });

  it('names a visitor in logs by a short one-way hash', () => {
    assert.match(visitorHash(ID), /^[0-9a-f]{12}$/);
    assert.equal(visitorHash(ID), visitorHash(ID));
    assert.notEqual(visitorHash(ID), visitorHash(ID.replace(/1$/, '2')));
  });
});
