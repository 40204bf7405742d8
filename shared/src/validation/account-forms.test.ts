import { ValidationError, type AnyObjectSchema } from 'yup';
import { accountIdentitySchema, emailSubmitSchema, newPasswordSchema, setEmailSchema } from './account-forms';

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

describe('accountIdentitySchema (spec 03 §5 identity form)', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    emailConfirm: 'ADA@example.com',
    password: 'Engine-No-1',
    passwordConfirm: 'Engine-No-1',
    country: 'US',
    state: 'NY',
    zipCode: '10001',
    phone: '+1 212 555 0100',
  };

  it('accepts a complete account', async () => {
    expect(await errorsOf(accountIdentitySchema, valid)).toEqual({});
  });

  it('says what is wrong with each field, in the spec’s words where it has them', async () => {
    expect(
      await errorsOf(accountIdentitySchema, {
        ...valid,
        emailConfirm: 'other@example.com',
        password: 'lowercase only',
        passwordConfirm: 'different',
        state: '',
        zipCode: '12',
        phone: '1'.repeat(51),
      }),
    ).toEqual({
      emailConfirm: 'Email addresses must match.',
      password: 'Invalid password',
      passwordConfirm: 'Passwords must match.',
      state: 'Please choose your state.',
      zipCode: 'Please enter a valid postal code.',
      phone: 'Please enter a valid mobile phone number.',
    });
  });

  it('asks for a State only where the country has a list', async () => {
    expect(await errorsOf(accountIdentitySchema, { ...valid, country: 'GB', state: '', zipCode: 'SW1A 1AA' })).toEqual({});
    expect(await errorsOf(accountIdentitySchema, { ...valid, country: 'usa', state: '' })).toEqual({ state: 'Please choose your state.' });
  });
});
