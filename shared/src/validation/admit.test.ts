import { admitErrors } from './admit';

const empty = { firstName: '', lastName: '', email: '' };

describe('admit entry schema (spec 01 §5)', () => {
  it("requires both names for 'required' and the e-mail for 'yes'", () => {
    expect(admitErrors('required', 'yes', empty)).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter your email address.',
    });
  });

  it("accepts empty 'optional' fields but checks a given e-mail", () => {
    expect(admitErrors('optional', 'optional', empty)).toEqual({});
    expect(admitErrors('optional', 'optional', { ...empty, email: 'x' })).toEqual({ email: 'Please enter a valid email address.' });
  });

  it("checks nothing for 'disabled' and 'no'", () => {
    expect(admitErrors('disabled', 'no', { firstName: '', lastName: '', email: 'not-an-email' })).toEqual({});
  });
});
