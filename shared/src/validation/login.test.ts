import { ValidationError, type AnyObjectSchema } from 'yup';
import { loginEmailSchema, loginPasswordSchema, loginSchema, memberLoginSchema, otpSchema, sanitiseOtp } from './login';

const errorsOf = async (schema: AnyObjectSchema, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as ValidationError).inner.map((i) => [i.path, i.message]));
  }
};

describe('sanitiseOtp', () => {
  it.each([
    ['ab3 4cd', 'AB34CD'],
    ['AB3-4CD', 'AB34CD'],
    [' ab3\u20134cd\n', 'AB34CD'],
    ['ab34cd99', 'AB34CD'],
    ['', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(sanitiseOtp(input)).toBe(expected);
  });
});

describe('otpSchema', () => {
  it('requires the code', async () => {
    expect(await errorsOf(otpSchema, { otp: '' })).toEqual({ otp: 'Please enter your passcode.' });
  });

  it.each(['AB34C', 'AB34C!', 'AB 34C'])('refuses %j', async (otp) => {
    expect(await errorsOf(otpSchema, { otp })).toEqual({ otp: 'Please enter the 6-character passcode.' });
  });

  it('accepts 6 letters and digits', async () => {
    expect(await errorsOf(otpSchema, { otp: 'AB34CD' })).toEqual({});
  });
});

describe('loginEmailSchema', () => {
  it('requires a trimmed e-mail of at most 100 characters', async () => {
    expect(await errorsOf(loginEmailSchema, { email: '  ' })).toEqual({ email: 'Please enter your email address.' });
    expect(await errorsOf(loginEmailSchema, { email: 'ada' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(await errorsOf(loginEmailSchema, { email: ` ${'a'.repeat(88)}@example.com ` })).toEqual({});
    expect(await errorsOf(loginEmailSchema, { email: `${'a'.repeat(89)}@example.com` })).toEqual({
      email: 'Please enter no more than 100 characters.',
    });
  });
});

describe('loginPasswordSchema and loginSchema', () => {
  it('requires the password and keeps its spaces', async () => {
    expect(await errorsOf(loginPasswordSchema, { password: '' })).toEqual({ password: 'Please enter your password.' });
    expect(loginPasswordSchema.validateSync({ password: ' Pass word ' })).toEqual({ password: ' Pass word ' });
  });

  it('asks for both fields on one form', async () => {
    expect(await errorsOf(loginSchema, { username: '', password: '' })).toEqual({
      username: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(await errorsOf(loginSchema, { username: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('memberLoginSchema', () => {
  it('requires the member ID (at most 50 characters) and each identifier', async () => {
    expect(await errorsOf(memberLoginSchema('zip_code'), { memberId: ' ', value: '' })).toEqual({
      memberId: 'Please enter your member ID.',
      value: 'Please enter your ZIP code.',
    });
    expect(await errorsOf(memberLoginSchema('last_name'), { memberId: 'M'.repeat(51), value: '' })).toEqual({
      memberId: 'Please enter no more than 50 characters.',
      value: 'Please enter your last name.',
    });
    expect(await errorsOf(memberLoginSchema('email'), { memberId: 'M-1', value: 'ada' })).toEqual({
      value: 'Please enter a valid email address.',
    });
    expect(await errorsOf(memberLoginSchema('password'), { memberId: 'M-1', value: '' })).toEqual({
      value: 'Please enter your password.',
    });
  });

  it('allows at most 5 characters of ZIP code', async () => {
    expect(await errorsOf(memberLoginSchema('zip_code'), { memberId: 'M-1', value: '10001' })).toEqual({});
    expect(await errorsOf(memberLoginSchema('zip_code'), { memberId: 'M-1', value: '100011' })).toEqual({
      value: 'Please enter no more than 5 characters.',
    });
  });
});
