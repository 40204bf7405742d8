import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { avoidListOf, setVisitorCookie, visitorHash, visitorOf } from './visitor.mjs';

const ID = '0c6f1f0e-5d3b-4b8e-9f7a-000000000001';

/** The Set-Cookie header's `name=value`, and its attributes in no particular order. @param {string} header */
function setCookieParts(header) {
  const [pair, ...attributes] = header.split('; ');
  return { pair, attributes: attributes.sort() };
}

describe('visitor cookies', () => {
  /** @type {import('fastify').FastifyInstance} */
  let app;
  /** A Cookie header as the server reads it (`request.cookies`). @param {string | undefined} header */
  const cookiesOf = (header) => (header ? app.parseCookie(header) : {});

  before(async () => {
    app = Fastify({ trustProxy: true });
    await app.register(fastifyCookie);
    app.get('/visitor', async (_request, reply) => {
      setVisitorCookie(reply, ID);
      return reply.send('');
    });
  });
  after(() => app.close());

  it('reads one cookie out of a header', () => {
    assert.deepEqual(visitorOf(cookiesOf(`a=1; sf_visitor=${ID}; b=2`)), { id: ID, isNew: false });
    assert.equal(visitorOf(cookiesOf('xsf_visitor=1')).isNew, true);
    assert.equal(visitorOf(cookiesOf(undefined)).isNew, true);
  });

  it('keeps a well-formed visitor id and replaces anything else with a new random one', () => {
    assert.deepEqual(visitorOf(cookiesOf(`sf_visitor=${ID.toUpperCase()}`)), { id: ID, isNew: false });
    for (const header of [undefined, 'sf_visitor=', 'sf_visitor=abc', `sf_visitor=${ID}x`]) {
      const visitor = visitorOf(cookiesOf(header));
      assert.equal(visitor.isNew, true, String(header));
      assert.match(visitor.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    assert.notEqual(visitorOf({}).id, visitorOf({}).id);
  });

  it('sets the id for a year, HttpOnly, Secure only over https', async () => {
    const plain = String((await app.inject('/visitor')).headers['set-cookie']);
    assert.deepEqual(setCookieParts(plain), { pair: `sf_visitor=${ID}`, attributes: ['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax'] });
    const overHttps = String((await app.inject({ url: '/visitor', headers: { 'x-forwarded-proto': 'https' } })).headers['set-cookie']);
    assert.deepEqual(setCookieParts(overHttps).attributes, ['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax', 'Secure']);
  });

  it('reads the avoid list, encoded or not, and ignores it whole when any part is malformed or it is too long', () => {
    const avoiding = (/** @type {string} */ value) => avoidListOf(cookiesOf(`sf_avoid_remotes=${value}`));
    assert.deepEqual(avoiding(encodeURIComponent('catalog@1.4.0+ab12cd34,checkout@current')), ['catalog@1.4.0+ab12cd34', 'checkout@current']);
    assert.deepEqual(avoiding('catalog@1.0.0'), ['catalog@1.0.0']);
    for (const value of ['catalog', '@1.0.0', 'Catalog@1.0.0', 'catalog@1.0.0,x@../y', 'catalog@1 0', '%E0%A4%A']) {
      assert.deepEqual(avoiding(value), [], value);
    }
    const eleven = Array.from({ length: 11 }, (_, n) => `r${n}@1.0.0`).join(',');
    assert.deepEqual(avoiding(eleven), []);
    assert.equal(avoiding(eleven.split(',').slice(0, 10).join(',')).length, 10);
    assert.deepEqual(avoidListOf(cookiesOf(undefined)), []);
  });

  it('names a visitor in logs by a short one-way hash', () => {
    assert.match(visitorHash(ID), /^[0-9a-f]{12}$/);
    assert.equal(visitorHash(ID), visitorHash(ID));
    assert.notEqual(visitorHash(ID), visitorHash(ID.replace(/1$/, '2')));
  });
});
