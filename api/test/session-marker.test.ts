/**
 * The session marker (spec 03 §4 session end): a readable cookie holding the signed-in
 * session's expiry in epoch seconds, set at sign-in, refreshed as the session is used, and
 * expired at logout or when the session behind the cookie is gone.
 */
import { SESSION_MARKER_COOKIE } from '@storefront/shared/wire';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SESSION_LIFETIME } from '../src/accounts/web-session';
import { databaseKinds, useFixtureApp } from './helper';

interface SetCookie {
  name: string;
  value: string;
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
}

const markerOf = (res: { cookies: SetCookie[] }) => res.cookies.find((c) => c.name === SESSION_MARKER_COOKIE);
const sidOf = (res: { cookies: SetCookie[] }) => res.cookies.find((c) => c.name === 'sf_sid')?.value ?? '';

describe.each(databaseKinds)('session marker (%s)', (kind) => {
  const t = useFixtureApp(kind);
  const idleSeconds = DEFAULT_SESSION_LIFETIME.idleMs / 1000;
  const epoch = (app: { clock: { now(): Date } }) => Math.floor(app.clock.now().getTime() / 1000);

  async function login(app: FastifyInstance) {
    return app.inject({ method: 'POST', url: '/api/login', payload: { username: t.f.member.email, password: t.f.member.password } });
  }

  it('is set at sign-in with the session’s expiry, readable by the page, like the session cookie otherwise', async () => {
    const res = await login(t.app);
    expect(markerOf(res)).toMatchObject({ value: String(epoch(t) + idleSeconds), maxAge: idleSeconds, path: '/', sameSite: 'Lax' });
    expect(markerOf(res)?.httpOnly).toBeUndefined();
    // A failed sign-in and an anonymous visitor get none.
    const failed = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: t.f.member.email, password: 'Wrong-1a' } });
    expect(markerOf(failed)).toBeUndefined();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/my/user' });
    expect(markerOf(anonymous)).toBeUndefined();
  });

  it('is refreshed when the session’s expiry moves, and left alone while it has not', async () => {
    const sid = sidOf(await login(t.app));
    const first = String(epoch(t) + idleSeconds);
    const read = (marker: string) => t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: sid, [SESSION_MARKER_COOKIE]: marker } });
    expect(markerOf(await read(first))).toBeUndefined();
    t.clock.advance(120);
    const moved = markerOf(await read(first));
    expect(moved?.value).toBe(String(epoch(t) + idleSeconds));
    // A browser that lost the marker while signed in gets it back.
    expect(markerOf(await t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: sid } }))?.value).toBe(moved?.value);
  });

  it('ends at the absolute expiry when that comes first', async () => {
    const sid = sidOf(await login(t.app));
    const absoluteEnd = epoch(t) + DEFAULT_SESSION_LIFETIME.absoluteMs / 1000;
    t.clock.advance(45 * 86_400);
    const res = await t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: sid } });
    expect(markerOf(res)?.value).toBe(String(absoluteEnd));
  });

  it('is expired at logout and when the session behind the cookie is gone', async () => {
    const sid = sidOf(await login(t.app));
    const marker = String(epoch(t) + idleSeconds);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { sf_sid: sid, [SESSION_MARKER_COOKIE]: marker } });
    expect(markerOf(logout)).toMatchObject({ value: '', maxAge: 0 });
    const gone = await t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: sid, [SESSION_MARKER_COOKIE]: marker } });
    expect(gone.statusCode).toBe(401);
    expect(markerOf(gone)).toMatchObject({ value: '', maxAge: 0 });
    const idle = sidOf(await login(t.app));
    t.clock.advance(idleSeconds);
    const expired = await t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: idle, [SESSION_MARKER_COOKIE]: marker } });
    expect(markerOf(expired)).toMatchObject({ value: '', maxAge: 0 });
  });
});
