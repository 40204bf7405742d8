/**
 * Member accounts for end-to-end tests, made through the API's own `POST user` (spec 03 §7) in
 * a request context of their own, so the page under test stays signed out. A fresh account per
 * test keeps each test under the per-e-mail caps on one-time codes and reset links.
 */
import { request } from '@playwright/test';
import { uniqueEmail } from './checkout';

export const NEW_MEMBER_PASSWORD = 'Fresh-Pass-42';

export interface NewMember {
  email: string;
  firstName: string;
  password: string;
}

/** A new member account with a password (and, given `state`, a State on its profile). */
export async function createMember(baseURL: string, tag: string, { state }: { state?: string } = {}): Promise<NewMember> {
  const member = { email: uniqueEmail(tag), firstName: 'Kit', password: NEW_MEMBER_PASSWORD };
  const context = await request.newContext({ baseURL });
  try {
    const created = await context.post('/api/user', {
      data: { first_name: member.firstName, last_name: 'Tester', email: member.email, password: member.password },
    });
    if (!created.ok()) throw new Error(`POST user: ${created.status()} ${await created.text()}`);
    if (state) {
      const { id } = (await created.json()) as { id: string };
      const patched = await context.patch(`/api/my/user/${id}`, { data: { state } });
      if (!patched.ok()) throw new Error(`PATCH my/user: ${patched.status()} ${await patched.text()}`);
    }
    return member;
  } finally {
    await context.dispose();
  }
}
