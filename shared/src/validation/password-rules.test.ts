import { meetsPasswordRules, passwordKinds, passwordProblems } from './password-rules';

describe('password rules (spec 03 §5)', () => {
  it('accepts 8 printable characters of 3 kinds', () => {
    expect(passwordProblems('Member-Pass-1')).toEqual([]);
    expect(meetsPasswordRules('abcdEF12')).toBe(true);
    expect(meetsPasswordRules('abcd ef1')).toBe(true); // an inner space counts as special
    expect(meetsPasswordRules('ABCD!@#1')).toBe(true);
  });

  it('names the kinds a password contains', () => {
    expect(passwordKinds('aB3!')).toEqual(['uppercase', 'lowercase', 'number', 'special']);
    expect(passwordKinds('abc')).toEqual(['lowercase']);
    expect(passwordKinds('')).toEqual([]);
  });

  it('refuses fewer than 8 and more than 254 characters', () => {
    expect(passwordProblems('aB3!aB3')).toEqual(['too_short']);
    expect(passwordProblems(`aB3!${'x'.repeat(250)}`)).toEqual([]);
    expect(passwordProblems(`aB3!${'x'.repeat(251)}`)).toEqual(['too_long']);
  });

  it('refuses leading or trailing whitespace', () => {
    expect(passwordProblems(' abcdEF12')).toEqual(['outer_whitespace']);
    expect(passwordProblems('abcdEF12 ')).toEqual(['outer_whitespace']);
    expect(passwordProblems('abcdEF12\t')).toEqual(['outer_whitespace', 'unprintable']);
  });

  it('refuses characters outside space to tilde', () => {
    expect(passwordProblems('abcdEF12é')).toEqual(['unprintable']);
    expect(passwordProblems('abcd\nEF12')).toEqual(['unprintable']);
  });

  it('refuses fewer than 3 of the 4 kinds', () => {
    expect(passwordProblems('abcdefgh12')).toEqual(['too_few_kinds']);
    expect(passwordProblems('ABCDEFGH!!')).toEqual(['too_few_kinds']);
    expect(passwordProblems('abc')).toEqual(['too_short', 'too_few_kinds']);
  });
});
