import { gifteeContactErrors, memberDetailErrors, MEMBERSHIP_FORM_MESSAGES } from './membership-form';

const member = { firstName: 'Ada', lastName: 'Lovelace', email: '' };

describe('memberDetailErrors', () => {
  it('requires both names, at most 50 characters each', () => {
    expect(memberDetailErrors('optional', { ...member, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
    });
    expect(memberDetailErrors('optional', { ...member, lastName: 'x'.repeat(51) })).toEqual({
      lastName: 'Please enter no more than 50 characters.',
    });
    expect(memberDetailErrors('optional', { ...member, lastName: 'x'.repeat(50) })).toEqual({});
  });

  it("asks for the e-mail only when the level's admit_emails is 'yes', and checks it when given", () => {
    expect(memberDetailErrors('yes', member)).toEqual({ email: 'Please enter your email address.' });
    expect(memberDetailErrors('optional', member)).toEqual({});
    expect(memberDetailErrors('optional', { ...member, email: 'nope' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(memberDetailErrors('optional', { ...member, email: `${'a'.repeat(250)}@b.co` })).toEqual({
      email: 'Please enter no more than 254 characters.',
    });
    expect(memberDetailErrors('no', { ...member, email: 'nope' })).toEqual({});
  });
});

describe('gifteeContactErrors', () => {
  it('requires the e-mail typed twice alike', () => {
    expect(gifteeContactErrors(null, { email: '', emailConfirm: '' })).toEqual({
      email: 'Please enter your email address.',
      emailConfirm: 'Please confirm your email address.',
    });
    expect(gifteeContactErrors(null, { email: 'friend@example.com', emailConfirm: 'other@example.com' })).toEqual({
      emailConfirm: 'Email addresses must match.',
    });
    expect(gifteeContactErrors(null, { email: 'friend@example.com', emailConfirm: 'Friend@Example.com' })).toEqual({});
  });

  it("refuses the buyer's own e-mail, ignoring case", () => {
    expect(gifteeContactErrors('me@example.com', { email: 'ME@example.com', emailConfirm: 'me@example.com' })).toEqual({
      email: MEMBERSHIP_FORM_MESSAGES.giftToSelf,
    });
    expect(MEMBERSHIP_FORM_MESSAGES.giftToSelf).toBe(
      'You can not gift membership to yourself. Do you want to buy or renew membership for yourself?',
    );
    expect(gifteeContactErrors('me@example.com', { email: 'friend@example.com', emailConfirm: 'friend@example.com' })).toEqual({});
  });
});
