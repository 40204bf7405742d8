import { ValidationError } from 'yup';
import { identitySchema } from './identity';

const errorsOf = async (schema: typeof identitySchema, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as ValidationError).inner.map((i) => [i.path, i.message]));
  }
};

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailConfirm: 'ADA@Example.com' };

describe('identitySchema', () => {
  it('accepts a valid identity, matching e-mails case-insensitively', async () => {
    expect(await errorsOf(identitySchema, valid)).toEqual({});
  });

  it('gives friendly required messages', async () => {
    expect(await errorsOf(identitySchema, { firstName: '', lastName: ' ', email: '', emailConfirm: '' })).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter your email address.',
      emailConfirm: 'Please confirm your email address.',
    });
  });

  it('requires the confirmation to match', async () => {
    expect(await errorsOf(identitySchema, { ...valid, emailConfirm: 'ada@example.org' })).toEqual({
      emailConfirm: 'Email addresses must match.',
    });
  });

  it('checks e-mail format and lengths', async () => {
    const long = 'a'.repeat(51);
    const errs = await errorsOf(identitySchema, { ...valid, firstName: long, lastName: long, email: 'nope', emailConfirm: 'nope' });
    expect(errs).toEqual({
      firstName: 'Please enter no more than 50 characters.',
      lastName: 'Please enter no more than 50 characters.',
      email: 'Please enter a valid email address.',
    });
    const email = `${'a'.repeat(250)}@b.co`;
    expect((await errorsOf(identitySchema, { ...valid, email, emailConfirm: email })).email).toBe(
      'Please enter no more than 254 characters.',
    );
  });
});
