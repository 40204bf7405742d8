import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import input from '../src/infra/plugins/input';
import { Browser, databaseKinds, expectError, useFixtureApp, type Reply } from './helper';

const GOOD = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('bad input never gives a 500 (%s)', (kind) => {
  const t = useFixtureApp(kind);

  type Case = [name: string, method: 'GET' | 'POST' | 'DELETE', url: () => string, payload: unknown, status: number, code: string];
  const cases: Case[] = [
    ['event id not a uuid', 'GET', () => '/api/events/not-a-uuid', undefined, 404, 'not_found'],
    ['event id SQL-ish', 'GET', () => "/api/events/1';DROP TABLE sellers;--", undefined, 404, 'not_found'],
    ['unknown event', 'GET', () => `/api/events/${GOOD}`, undefined, 404, 'not_found'],
    ['calendar of a bad id', 'GET', () => '/api/events/123/calendar', undefined, 404, 'not_found'],
    ['sessions of a bad id', 'GET', () => '/api/events/xyz/sessions', undefined, 404, 'not_found'],
    ['listing without seller', 'GET', () => '/api/events/available', undefined, 400, 'validation_failed'],
    ['listing with bad seller', 'GET', () => '/api/events/available?seller_id=abc', undefined, 400, 'validation_failed'],
    ['listing of unknown seller', 'GET', () => `/api/events/available?seller_id=${GOOD}`, undefined, 404, 'not_found'],
    ['bad _limit', 'GET', () => `/api/events/${t.f.event.id}/sessions?_limit=-3`, undefined, 400, 'validation_failed'],
    ['bad date bound', 'GET', () => `/api/events/${t.f.event.id}/sessions?start_datetime._gte=yesterday`, undefined, 400, 'validation_failed'],
    ['bad group list', 'GET', () => `/api/events/${t.f.event.id}/calendar?ticket_group_id._in=a,b`, undefined, 400, 'validation_failed'],
    ['bad sold_out', 'GET', () => `/api/events/${t.f.event.id}/sessions?sold_out=maybe`, undefined, 400, 'validation_failed'],
    ['bad _sort', 'GET', () => `/api/events/${t.f.event.id}/sessions?_sort=price`, undefined, 400, 'validation_failed'],
    ['unknown seller slug', 'GET', () => '/api/sellers/nobody', undefined, 404, 'not_found'],
    ['unknown route', 'GET', () => '/api/nothing/here', undefined, 404, 'not_found'],
    ['unknown image', 'GET', () => '/api/images/missing.svg', undefined, 404, 'not_found'],
    ['image path traversal', 'GET', () => '/api/images/..%2Fpackage.json', undefined, 400, 'validation_failed'],
    ['cart id not a uuid', 'GET', () => '/api/my/cart/42', undefined, 404, 'not_found'],
    ['unknown cart', 'GET', () => `/api/my/cart/${GOOD}`, undefined, 404, 'not_found'],
    ['modify unknown cart', 'POST', () => `/api/my/cart/${GOOD}/modify`, {}, 404, 'not_found'],
    ['body not an object', 'POST', () => '/api/my/cart/modify', [1, 2], 400, 'validation_failed'],
    ['reserve without tickets array', 'POST', () => '/api/my/cart/modify', { reserve: { tickets: 'x' } }, 400, 'validation_failed'],
    ['ticket type not a uuid', 'POST', () => '/api/my/cart/modify', { reserve: { tickets: [{ ticket_type_id: 'x' }] } }, 400, 'validation_failed'],
    ['unknown ticket type', 'POST', () => '/api/my/cart/modify', { reserve: { tickets: [{ ticket_type_id: GOOD, event_session_id: GOOD }] } }, 400, 'ticket_type_not_found'],
    ['unknown session', 'POST', () => '/api/my/cart/modify', () => ({ reserve: { tickets: [{ ticket_type_id: t.f.event.adultId, event_session_id: GOOD }] } }), 400, 'session_not_found'],
    ['missing session', 'POST', () => '/api/my/cart/modify', () => ({ reserve: { tickets: [{ ticket_type_id: t.f.event.adultId }] } }), 400, 'session_required'],
    ['bad face value', 'POST', () => '/api/my/cart/modify', () => ({ reserve: { tickets: [{ ticket_type_id: t.f.event.adultId, face_value: '1e9' }] } }), 400, 'validation_failed'],
    ['too many items', 'POST', () => '/api/my/cart/modify', { reserve: { tickets: Array(101).fill({ ticket_type_id: GOOD }) } }, 400, 'validation_failed'],
    ['wrong channel', 'POST', () => '/api/my/cart/modify', { create: { channel: 'kiosk' } }, 400, 'validation_failed'],
    ['promo code', 'POST', () => '/api/my/cart/modify', { apply_code: { codes: ['SUMMER'] } }, 400, 'code_not_found'],
    ['remove with bad ids', 'POST', () => '/api/my/cart/modify', { remove: { ticket_ids: ['x'] } }, 400, 'validation_failed'],
    ['identity without names', 'POST', () => '/api/identity', { email: 'a@example.com' }, 400, 'validation_failed'],
    ['identity with blank name', 'POST', () => '/api/identity', { first_name: '  ', last_name: 'B', email: 'a@example.com' }, 400, 'validation_failed'],
    ['identity with long name', 'POST', () => '/api/identity', { first_name: 'x'.repeat(51), last_name: 'B', email: 'a@example.com' }, 400, 'validation_failed'],
    ['identity with bad e-mail', 'POST', () => '/api/identity', { first_name: 'A', last_name: 'B', email: 'not-an-email' }, 400, 'validation_failed'],
    ['identity with long e-mail', 'POST', () => '/api/identity', { first_name: 'A', last_name: 'B', email: `${'a'.repeat(250)}@example.com` }, 400, 'validation_failed'],
    ['checkout with bad identity', 'POST', () => `/api/my/cart/${GOOD}/guest_checkout`, { guest_identity_id: 'x', payments: [] }, 400, 'validation_failed'],
    ['checkout with a bad captcha', 'POST', () => `/api/my/cart/${GOOD}/guest_checkout`, { guest_identity_id: GOOD, captcha: { provider: 'other', token: 'x' } }, 400, 'validation_failed'],
    ['checkout of unknown cart', 'POST', () => `/api/my/cart/${GOOD}/guest_checkout`, { guest_identity_id: GOOD }, 404, 'not_found'],
    ['pay with bad gateway', 'POST', () => `/api/my/cart/${GOOD}/pay`, { payments: [{ amount: '0.00', gateway_id: 'cash' }] }, 400, 'validation_failed'],
    ['pay with a bad amount', 'POST', () => `/api/my/cart/${GOOD}/pay`, { payments: [{ amount: '1,00', gateway_id: 'free' }] }, 400, 'validation_failed'],
    ['pay with bad gateway data', 'POST', () => `/api/my/cart/${GOOD}/pay`, { payments: [{ amount: '1.00', gateway_id: 'stripe', gateway_data: { source: 7 } }] }, 400, 'validation_failed'],
    ['pay without payments', 'POST', () => `/api/my/cart/${GOOD}/pay`, {}, 400, 'validation_failed'],
    ['pay an injected cart with no body', 'POST', () => `/api/cart/${GOOD}/guest_checkout`, [], 400, 'validation_failed'],
    ['member checkout with a list body', 'POST', () => `/api/my/cart/${GOOD}/checkout`, [1], 400, 'validation_failed'],
    ['gift card number too long', 'GET', () => `/api/ledger/gift_card/${'1'.repeat(71)}`, undefined, 400, 'validation_failed'],
    ['sandbox intent without secret', 'GET', () => '/api/sandbox/stripe/payment_intents/pi_x', undefined, 400, 'validation_failed'],
    ['sandbox confirm with a bad action', 'POST', () => '/api/sandbox/stripe/payment_intents/pi_x/confirm', { client_secret: 's', action: 'maybe' }, 400, 'validation_failed'],
    ['login without password', 'POST', () => '/api/login', { username: 'a@example.com' }, 400, 'validation_failed'],
    ['ticket_order without ids', 'GET', () => '/api/ticket_order', undefined, 400, 'validation_failed'],
    ['ticket_order with bad ids', 'GET', () => '/api/ticket_order?id._in=1,2', undefined, 400, 'validation_failed'],
    ['delete unknown cart', 'DELETE', () => '/api/my/cart/nope', undefined, 404, 'not_found'],
    ['listing with bad time window', 'GET', () => `/api/events/available?seller_id=${t.f.sellerId}&session.time._gte=25:00`, undefined, 400, 'validation_failed'],
    ['listing with bad session window', 'GET', () => `/api/events/available?seller_id=${t.f.sellerId}&session.start_datetime._lt=soon`, undefined, 400, 'validation_failed'],
    ['listing with bad member flag', 'GET', () => `/api/events/available?seller_id=${t.f.sellerId}&_withmemberevents=perhaps`, undefined, 400, 'validation_failed'],
    ['listing with long metadata value', 'GET', () => `/api/events/available?seller_id=${t.f.sellerId}&metadata.Audience=${'x'.repeat(101)}`, undefined, 400, 'validation_failed'],
    ['event with bad group list', 'GET', () => `/api/events/${t.f.event.id}?ticket_group_id._in=x`, undefined, 400, 'validation_failed'],
    ['sessions with bad date', 'GET', () => `/api/events/${t.f.event.id}/sessions?date=2030-13-45`, undefined, 400, 'validation_failed'],
    ['session detail of a bad event', 'GET', () => `/api/events/x/sessions/${GOOD}`, undefined, 404, 'not_found'],
    ['priced sessions without body', 'POST', () => `/api/events/${t.f.event.id}/sessions`, {}, 400, 'validation_failed'],
    ['priced sessions with negative quantity', 'POST', () => `/api/events/${t.f.event.id}/sessions`, () => ({ quantities: [{ ticket_type_id: t.f.event.adultId, quantity: -1 }] }), 400, 'validation_failed'],
    ['priced sessions with bad include_sold_out', 'POST', () => `/api/events/${t.f.event.id}/sessions?include_sold_out=2`, { quantities: [] }, 400, 'validation_failed'],
    ['priced sessions of unknown event', 'POST', () => `/api/events/${GOOD}/sessions`, { quantities: [] }, 404, 'not_found'],
    ['priced calendar with bad format', 'POST', () => `/api/events/${t.f.event.id}/calendar?_format=cheap`, { quantities: [] }, 400, 'validation_failed'],
    ['priced calendar with quantities not a list', 'POST', () => `/api/events/${t.f.event.id}/calendar`, { quantities: 3 }, 400, 'validation_failed'],
    ['pricecheck with bad ids', 'POST', () => `/api/events/${t.f.event.id}/pricecheck`, { ticket_types_required: ['x'] }, 400, 'validation_failed'],
    ['pricecheck of unknown event', 'POST', () => `/api/events/${GOOD}/pricecheck`, { ticket_types_required: [] }, 404, 'not_found'],
    ['unknown ticket group', 'GET', () => `/api/ticket_group/${GOOD}`, undefined, 404, 'not_found'],
    ['membership rules with bad seller', 'GET', () => '/api/membership_rules?seller_id=x', undefined, 400, 'validation_failed'],
    ['membership rules of unknown seller', 'GET', () => `/api/membership_rules?seller_id=${GOOD}`, undefined, 404, 'not_found'],
    ['membership rules with bad limit', 'GET', () => `/api/membership_rules?seller_id=${GOOD}&_limit=0`, undefined, 400, 'validation_failed'],
    ['unlock code too short', 'POST', () => '/api/my/cart/modify', { apply_code_before: { codes: ['x'] } }, 400, 'validation_failed'],
    ['unknown unlock code', 'POST', () => '/api/my/cart/modify', { apply_code_before: { codes: ['NOPE'] } }, 400, 'code_not_found'],
    ['additional info not an object', 'POST', () => '/api/my/cart/modify', { reserve: { tickets: [], additional_info: 'x' } }, 400, 'validation_failed'],
  ];

  it.each(cases)('%s', async (_name, method, url, payload, status, code) => {
    const body = typeof payload === 'function' ? (payload as () => unknown)() : payload;
    const res = await new Browser(t.app).call(method, url(), body);
    expectError(res, status, code);
  });

  it('malformed JSON, wrong content type and oversized bodies are 4xx in the spec shape', async () => {
    const send = (payload: string, contentType: string) =>
      t.app.inject({ method: 'POST', url: '/api/my/cart/modify', payload, headers: { 'content-type': contentType } });
    const parse = (res: { statusCode: number; body: string }) => ({
      status: res.statusCode,
      body: JSON.parse(res.body) as unknown,
    });
    expectError(parse(await send('{"reserve":', 'application/json')) as never, 400, 'malformed_body');
    expectError(parse(await send('hello', 'text/plain')) as never, 400, 'validation_failed');
    expectError(parse(await send('<a/>', 'application/xml')) as never, 415, 'unsupported_media_type');
    const huge = JSON.stringify({ reserve: { tickets: [], additional_info: { x: 'y'.repeat(300 * 1024) } } });
    expectError(parse(await send(huge, 'application/json')) as never, 413, 'payload_too_large');
  });

  it('validation failures list every field problem', async () => {
    const res = await new Browser(t.app).post('/api/identity', { first_name: '', last_name: '', email: 'x' });
    const error = expectError(res, 400, 'validation_failed', 'body');
    expect(error._description).toContain('body/first_name');
    expect(error._description).toContain('body/last_name');
    expect(error._description).toContain('body/email');
    const calendar = await new Browser(t.app).get(`/api/events/${t.f.event.id}/calendar?_format=bogus`);
    expectError(calendar, 400, 'validation_failed', 'event_calendar');
  });
});

describe.each(databaseKinds)('hostile input is a 400 in the spec shape, never a 500 (%s)', (kind) => {
  const t = useFixtureApp(kind);
  const URN = `urn:uuid:${GOOD}`;
  const reserveWith = (item: Record<string, unknown>) => () => ({
    reserve: { tickets: [{ ticket_type_id: t.f.event.adultId, event_session_id: t.f.sessions.s1, ...item }] },
  });
  const identity = { first_name: 'Ada', last_name: 'B', email: 'a@example.com' };

  type Case = [name: string, method: 'GET' | 'POST', url: () => string, payload: unknown, context: string];
  const cases: Case[] = [
    // ajv-formats' uuid takes `urn:uuid:…`, PostgreSQL's uuid type does not.
    ['listing of a urn:uuid seller', 'GET', () => `/api/events/available?seller_id=${URN}`, undefined, 'querystring'],
    ['membership rules of a urn:uuid seller', 'GET', () => `/api/membership_rules?seller_id=${URN}`, undefined, 'querystring'],
    ['code lookup for a urn:uuid seller', 'GET', () => `/api/code/SUMMER?seller_id=${URN}`, undefined, 'querystring'],
    ['reserve of a urn:uuid ticket type', 'POST', () => '/api/my/cart/modify', { reserve: { tickets: [{ ticket_type_id: URN }] } }, 'body'],
    // PostgreSQL stores neither NUL nor an unpaired surrogate in text.
    ['a NUL path parameter', 'GET', () => '/api/sellers/%00', undefined, 'params'],
    ['a NUL query value', 'GET', () => `/api/events/available?seller_id=${t.f.sellerId}&category=a%00`, undefined, 'querystring'],
    ['a NUL first name', 'POST', () => '/api/identity', { ...identity, first_name: '\u0000' }, 'body'],
    ['a NUL username', 'POST', () => '/api/login', { username: 'a\u0000@example.com', password: 'x' }, 'body'],
    ['a lone surrogate admit name', 'POST', () => '/api/my/cart/modify', reserveWith({ admit_name: 'Ada \ud800' }), 'body'],
    ['a NUL key in additional_info', 'POST', () => '/api/identity', { ...identity, additional_info: { 'a\u0000': 1 } }, 'body'],
    // Far years fail PostgreSQL's time zone arithmetic ("time zone displacement out of range").
    ['sessions on 9999-12-31', 'GET', () => `/api/events/${t.f.event.id}/sessions?date=9999-12-31`, undefined, 'querystring'],
    ['sessions from year 0001', 'GET', () => `/api/events/${t.f.event.id}/sessions?start_datetime._gte=0001-01-01T00:00:00Z`, undefined, 'querystring'],
    ['listing before 9999', 'GET', () => `/api/events/available?seller_id=${t.f.sellerId}&session.start_datetime._lt=9999-12-31`, undefined, 'querystring'],
    ['a CityPASS visit in 9999', 'POST', () => '/api/my/cart/modify', { apply_code_before: { codes: ['ABC'], handler: 'citypass', handler_data: { visit_datetime: '9999-12-31T00:00:00Z' } } }, 'body'],
    // Unknown keys were dropped (200 and an empty cart), hiding the client's mistake.
    ['an unknown modify key', 'POST', () => '/api/my/cart/modify', { add: 'x' }, 'body'],
    ['a misspelt reserve', 'POST', () => '/api/my/cart/modify', () => ({ reserv: reserveWith({})().reserve }), 'body'],
    ['an unknown ticket key', 'POST', () => '/api/my/cart/modify', reserveWith({ price: '0.00' }), 'body'],
    ['an unknown identity key', 'POST', () => '/api/identity', { ...identity, is_member: true }, 'body'],
    ['an unknown login key', 'POST', () => '/api/login', { username: 'a@example.com', password: 'x', admin: true }, 'body'],
    ['an unknown quantities key', 'POST', () => `/api/events/${t.f.event.id}/sessions`, { quantities: [], all: true }, 'body'],
    ['an unknown gateway data key', 'POST', () => `/api/my/cart/${GOOD}/pay`, { payments: [{ gateway_id: 'ledger', amount: '1.00', gateway_data: { ledger_type: 'gift_card', ledger_number: '1', pin: '0' } }] }, 'payments'],
    // A repeated parameter is neither joined nor one of its values picked.
    ['a repeated seller_id', 'GET', () => `/api/events/available?seller_id=${t.f.sellerId}&seller_id=${t.f.otherSellerId}`, undefined, 'querystring'],
  ];

  it.each(cases)('%s', async (_name, method, url, payload, context) => {
    const body = typeof payload === 'function' ? (payload as () => unknown)() : payload;
    const res = await new Browser(t.app).call(method, url(), body);
    expectError(res, 400, 'validation_failed', context);
  });

  it('names the unknown key', async () => {
    const res = await new Browser(t.app).post('/api/my/cart/modify', { reserv: {} });
    const error = expectError(res, 400, 'validation_failed', 'body');
    expect(error._description).toContain('body/reserv');
    expect(error._extra.errors).toEqual([{ field: 'body/reserv', message: 'must NOT have additional properties' }]);
  });

  it('a JSON body nested deeper than 32 levels is 400 malformed_body, not a stack overflow', async () => {
    const deep = `{"first_name":"A","last_name":"B","email":"a@example.com","additional_info":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/identity', payload: deep, headers: { 'content-type': 'application/json' } });
    expectError({ status: res.statusCode, body: JSON.parse(res.body) as unknown, headers: {} }, 400, 'malformed_body', 'request');
    // Brackets inside strings are text, not nesting.
    const text = JSON.stringify({ ...identity, additional_info: { note: '['.repeat(100) } });
    const ok = await t.app.inject({ method: 'POST', url: '/api/identity', payload: text, headers: { 'content-type': 'application/json' } });
    expect(ok.statusCode).toBe(200);
  });

  it('the storefront’s own bodies still pass the closed schemas', async () => {
    const browser = new Browser(t.app);
    const created = await browser.post<{ id: string }>('/api/my/cart/modify', {
      create: { channel: 'web', campaign: { utm_source: 'mail' } },
      reserve: { tickets: [{ ticket_type_id: t.f.event.adultId, event_session_id: t.f.sessions.s1, admit_name: 'Ada', admit_email: 'a@example.com' }], additional_info: {} },
    });
    expect(created.status).toBe(200);
    const person = await browser.post<{ id: string }>('/api/identity', { ...identity, phone: '+1 555 0100', additional_info: { [t.f.event.groupId]: { answer: 'yes' } } });
    expect(person.status).toBe(200);
    const guest = await browser.post(`/api/my/cart/${created.body.id}/guest_checkout`, { guest_identity_id: person.body.id });
    expect(guest.status).toBe(200);
  });

  it('prototype keys in the query are ignored, not looked up', async () => {
    const listing = (query: string) => new Browser(t.app).get<{ data: unknown[] }>(`/api/events/available?seller_id=${t.f.sellerId}${query}`);
    const plain = await listing('');
    expect(plain.status).toBe(200);
    expect(plain.body.data.length).toBeGreaterThan(0);
    for (const query of ['&metadata.constructor=x', '&metadata.toString=x', '&metadata.__proto__=x', '&__proto__[seller_id]=x', '&constructor.prototype.x=1']) {
      const res = await listing(query);
      expect({ query, status: res.status, data: res.body.data }).toEqual({ query, status: 200, data: plain.body.data });
    }
  });
});

describe('Fastify’s and Node’s own 4xx answers are in the spec shape', () => {
  const t = useFixtureApp('pglite');

  const parse = (res: { statusCode: number; body: string; headers: Record<string, unknown> }): Reply => ({
    status: res.statusCode,
    body: JSON.parse(res.body) as unknown,
    headers: res.headers,
  });

  it('a malformed %-encoding is 400 malformed_url', async () => {
    expectError(parse(await t.app.inject({ url: '/api/events/%zz' })), 400, 'malformed_url', 'request');
    expectError(parse(await t.app.inject({ url: '/api/sellers/%ED%A0%80' })), 400, 'malformed_url', 'request');
  });

  it('a path parameter over the router’s limit is 414 uri_too_long', async () => {
    expectError(parse(await t.app.inject({ url: `/api/events/${'a'.repeat(300)}` })), 414, 'uri_too_long', 'request');
  });

  describe('on a listening server', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and reads the whole answer (the server closes the connection). */
    function rawRequest(request: string): Promise<{ status: number; headers: string; body: string }> {
      return new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const [head = '', body = ''] = text.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), headers: head, body });
        });
      });
    }

    it('a query over 16 KB is 431 headers_too_large', async () => {
      const res = await rawRequest(`GET /api/events/available?seller_id=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expectError({ status: res.status, body: JSON.parse(res.body) as unknown, headers: {} }, 431, 'headers_too_large', 'request');
      expect(res.headers.toLowerCase()).toContain('content-type: application/json');
    });

    it('a malformed HTTP request is 400 malformed_request', async () => {
      const res = await rawRequest('GET /api/sellers HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
      expectError({ status: res.status, body: JSON.parse(res.body) as unknown, headers: {} }, 400, 'malformed_request', 'request');
    });

    it('an unknown route and a too large body are in the spec shape over HTTP too', async () => {
      const missing = await fetch(`http://127.0.0.1:${port}/api/nothing`);
      expectError({ status: missing.status, body: await missing.json(), headers: {} }, 404, 'not_found');
      const huge = await fetch(`http://127.0.0.1:${port}/api/identity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ additional_info: { x: 'y'.repeat(300 * 1024) } }),
      });
      expectError({ status: huge.status, body: await huge.json(), headers: {} }, 413, 'payload_too_large');
    });
  });
});

describe('body schemas stay closed', () => {
  it('a route whose body schema leaves an object open is refused when it is registered', async () => {
    const app = Fastify();
    await app.register(input);
    const open = { type: 'object', properties: { reserve: { type: 'object', properties: {} } }, additionalProperties: false };
    expect(() => app.post('/open', { schema: { body: open } }, async () => ({}))).toThrow('POST /open: body object at /reserve must state additionalProperties');
    const record = { type: 'object', properties: { info: { type: 'object', patternProperties: { '^.*$': {} } } }, additionalProperties: false };
    expect(() => app.post('/record', { schema: { body: record } }, async () => ({}))).not.toThrow();
    await app.close();
  });
});
