import type { ApiUser } from '@storefront/shared/wire';
import { MEMBERSHIP_QR_MARGIN, qrCodePng } from '../src/lib/qr-code';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { createSignInMembers, type SignInMembers } from './sign-in-fixtures';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('membership card QR code (%s)', (kind) => {
  const t = useFixtureApp(kind);
  let people: SignInMembers;
  beforeAll(async () => {
    people = await createSignInMembers(t.app, t.f);
  });

  async function signedIn(): Promise<{ browser: Browser; membershipId: string }> {
    const browser = new Browser(t.app);
    const login = await browser.post<ApiUser>('/api/login', { username: people.member.email, password: people.member.password });
    expect(login.status).toBe(200);
    return { browser, membershipId: login.body.memberships[0]!.id };
  }

  it('GET membership/:id/qrcode is a PNG of the member ID with margin 2 (spec 03 §9)', async () => {
    const { browser, membershipId } = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: `/api/membership/${membershipId}/qrcode`, cookies: { sf_sid: browser.sessionCookie ?? '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(res.rawPayload.equals(await qrCodePng(people.member.scanCode, MEMBERSHIP_QR_MARGIN))).toBe(true);
    expect(res.rawPayload.equals(await qrCodePng(people.member.scanCode))).toBe(false);
  });

  it('answers 404 alike for a visitor, another member and an unknown id', async () => {
    const { membershipId } = await signedIn();
    expectError(await new Browser(t.app).get(`/api/membership/${membershipId}/qrcode`), 404, 'not_found', 'membership');
    const other = new Browser(t.app);
    await other.post('/api/user', { first_name: 'Other', last_name: 'Member', email: 'other.member@example.com', password: 'Other-Pass-1' });
    expectError(await other.get(`/api/membership/${membershipId}/qrcode`), 404, 'not_found', 'membership');
    expectError(await other.get('/api/membership/00000000-0000-4000-8000-000000000000/qrcode'), 404, 'not_found', 'membership');
    expectError(await other.get('/api/membership/not-a-uuid/qrcode'), 404, 'not_found', 'membership');
  });
});
