import { ValidationError, type AnyObjectSchema } from 'yup';
import { emailSubmitSchema, newPasswordSchema, setEmailSchema } from './account-forms';

/** The first message per field, as react-hook-form's yup resolver shows it. */
const errorsOf = async (schema: AnyObjectSchema, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    const first: Record<string, string> = {};
    for (const { path, message } of (e as ValidationError).inner) if (path && !(path in first)) first[path] = message;
    return first;
  }
};

describe('emailSubmitSchema (spec 03 §5 e-mail submit forms)', () => {
  it('accepts an e-mail', async () => {
    expect(await errorsOf(emailSubmitSchema, { email: ' ada@example.com ' })).toEqual({});
  });

  it('requires an e-mail of at most 254 characters', async () => {
    expect(await errorsOf(emailSubmitSchema, { email: ' ' })).toEqual({ email: 'Please enter your email address.' });
    expect(await errorsOf(emailSubmitSchema, { email: 'ada' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(await errorsOf(emailSubmitSchema, { email: `${'a'.repeat(243)}@example.com` })).toEqual({
      email: 'Please enter no more than 254 characters.',
    });
  });
});

describe('setEmailSchema (spec 03 §5 set e-mail)', () => {
  it('accepts matching e-mails ignoring case', async () => {
    expect(await errorsOf(setEmailSchema, { email: 'ada@example.com', emailConfirm: 'ADA@Example.COM' })).toEqual({});
  });

  it.each(['ada', 'ada@localhost', 'ada@example.', 'ada@@example.com', 'a da@example.com'])(
    "says 'Email address is not valid.' for %j",
    async (email) => {
      expect(await errorsOf(setEmailSchema, { email, emailConfirm: email })).toEqual({ email: 'Email address is not valid.' });
    },
  );

  it("says 'Email addresses must match.' when the confirmation differs", async () => {
    expect(await errorsOf(setEmailSchema, { email: 'ada@example.com', emailConfirm: 'ada@example.org' })).toEqual({
      emailConfirm: 'Email addresses must match.',
    });
  });

  it('requires both fields', async () => {
    expect(await errorsOf(setEmailSchema, { email: '', emailConfirm: '' })).toEqual({
      email: 'Please enter your email address.',
      emailConfirm: 'Please confirm your email address.',
    });
  });
});

describe('newPasswordSchema (spec 03 §5 reset)', () => {
  it('accepts a password meeting the rules', async () => {
    expect(await errorsOf(newPasswordSchema, { password: 'Member-Pass-1' })).toEqual({});
  });

  it('requires a password', async () => {
    expect(await errorsOf(newPasswordSchema, { password: '' })).toEqual({ password: 'Please enter a new password.' });
  });

  it.each(['short1A', 'alllowercase', ' Member-Pass-1', 'Member-Pass-1 ', 'Mémber-Pass-1', `Aa1!${'x'.repeat(251)}`])(
    "says 'Invalid password' for %j",
    async (password) => {
      expect(await errorsOf(newPasswordSchema, { password })).toEqual({ password: 'Invalid password' });
    },
  );
});
