import { readLoginQueryFlags } from './login-query-flags';

describe('readLoginQueryFlags', () => {
  it('finds nothing in a query without login flags, and keeps it whole', () => {
    const { request, remaining } = readLoginQueryFlags('?date=2026-12-01&expresscheckout=1');
    expect(request).toBeNull();
    expect(remaining.toString()).toBe('date=2026-12-01&expresscheckout=1');
  });

  it('strips every login flag and keeps the rest', () => {
    const { remaining } = readLoginQueryFlags(
      '?a=1&login=x&requirelogin=1&auth_callback=1&otp=ABC123&member_code=9&zip_code=1&login.last_name=Lee&b=2',
    );
    expect(remaining.toString()).toBe('a=1&b=2');
  });

  it('reads member_code with zip_code as a member lookup', () => {
    expect(readLoginQueryFlags('?member_code=M-100&zip_code=10001').request).toEqual({
      kind: 'member_lookup',
      credentials: { kind: 'member', memberId: 'M-100', identifier: 'zip_code', value: '10001' },
    });
  });

  it.each([
    ['login.zip_code', 'zip_code', '10001'],
    ['login.last_name', 'last_name', 'Lee'],
    ['login.email', 'email', 'ada@example.com'],
  ] as const)('reads login.member_code with %s', (param, identifier, value) => {
    expect(readLoginQueryFlags(`?login.member_code=M-100&${param}=${encodeURIComponent(value)}`).request).toEqual({
      kind: 'member_lookup',
      credentials: { kind: 'member', memberId: 'M-100', identifier, value },
    });
  });

  it.each(['?member_code=M-100', '?zip_code=10001', '?login.member_code=M-100&login.password=secret', '?login.member_code=%20&zip_code=1'])(
    'reads %s as a lookup it cannot make (no password from an address)',
    (search) => {
      expect(readLoginQueryFlags(search).request).toEqual({ kind: 'member_lookup', credentials: null });
    },
  );

  it('starts a login with the e-mail given', () => {
    expect(readLoginQueryFlags('?login=ada%40example.com').request).toEqual({
      kind: 'start_login',
      email: 'ada@example.com',
      otp: null,
      onlyWhenSignedOut: false,
    });
  });

  it('starts a login without an e-mail when the value is not one', () => {
    expect(readLoginQueryFlags('?login=1').request).toMatchObject({ kind: 'start_login', email: '' });
  });

  it('requires a login only of a visitor not signed in, and passes a one-time code on', () => {
    expect(readLoginQueryFlags('?requirelogin=true&otp=AB12CD').request).toEqual({
      kind: 'start_login',
      email: '',
      otp: 'AB12CD',
      onlyWhenSignedOut: true,
    });
  });

  it('passes a one-time code alone to the login screen', () => {
    expect(readLoginQueryFlags('?otp=AB12CD').request).toMatchObject({ kind: 'start_login', otp: 'AB12CD', onlyWhenSignedOut: false });
  });

  it('finishes an external login: an error first, then a callback', () => {
    expect(readLoginQueryFlags('?auth_callback=1&auth_error=sfec_failed&login=1').request).toEqual({ kind: 'auth_error', error: 'sfec_failed' });
    expect(readLoginQueryFlags('?auth_callback=1&member_code=1').request).toEqual({ kind: 'auth_callback' });
  });
});
