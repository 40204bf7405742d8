import { REDACTED, redact, redactText } from './redact';

describe('redact', () => {
  it('replaces personal keys in nested objects and arrays', () => {
    const input = {
      email: 'grace@example.com',
      identity: {
        first_name: 'Grace',
        last_name: 'Hopper',
        phone: '+1 555 0100',
        address: '1 Main St',
        address_more: 'Apt 2',
        city: 'Arlington',
        zip_code: '22201',
        email_confirm: 'grace@example.com',
      },
      payments: [{ captchaToken: 'P1_abc', client_secret: 'pi_1_secret_x', password: 'hunter2', amount: '12.50' }],
      capacity: 40,
      event_name: 'Night at the Museum',
    };
    expect(redact(input)).toEqual({
      email: REDACTED,
      identity: {
        first_name: REDACTED,
        last_name: REDACTED,
        phone: REDACTED,
        address: REDACTED,
        address_more: REDACTED,
        city: REDACTED,
        zip_code: REDACTED,
        email_confirm: REDACTED,
      },
      payments: [{ captchaToken: REDACTED, client_secret: REDACTED, password: REDACTED, amount: '12.50' }],
      capacity: 40,
      event_name: 'Night at the Museum',
    });
  });

  it('masks e-mail addresses anywhere in strings, URLs included', () => {
    expect(redactText('No orders for grace.hopper@example.com, ask ada@example.org')).toBe('No orders for [email], ask [email]');
    expect(redactText('/resend?email=grace%40example.com&x=1')).toBe('/resend?email=[email]&x=1');
    expect(redact({ notes: ['write to grace@example.com'] })).toEqual({ notes: ['write to [email]'] });
  });

  it('masks card-like digit runs of 12 or more, grouped or not', () => {
    expect(redactText('card 4242 4242 4242 4242 declined')).toBe('card [number] declined');
    expect(redactText('card 4000-0000-0000-0002')).toBe('card [number]');
    expect(redactText('ref 123456789012')).toBe('ref [number]');
    expect(redactText('order 12345678901 of 3')).toBe('order 12345678901 of 3');
    expect(redact({ n: 4242424242424242, small: 1234 })).toEqual({ n: REDACTED, small: 1234 });
  });

  it('keeps errors as name and message, drops functions, bounds depth and length', () => {
    expect(redact({ e: new TypeError('bad grace@example.com'), f: () => 1 })).toEqual({ e: { name: 'TypeError', message: 'bad [email]' } });
    const deep = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
    expect(JSON.stringify(redact(deep))).toContain('[truncated]');
    expect((redact('x'.repeat(5000)) as string).length).toBe(1000);
  });
});
