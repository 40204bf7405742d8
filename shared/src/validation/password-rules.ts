/**
 * Spec 03 §5 "Password rules": at least 8 characters (at most 254); no leading or trailing
 * whitespace; only printable characters (space to tilde); at least 3 of 4 kinds (uppercase,
 * lowercase, number, special). Plain code, no yup: the API checks a new password with it
 * (`password_reset/reset`) and the forms' schema wraps the same function, so both agree.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 254;
export const PASSWORD_KINDS_REQUIRED = 3;

export type PasswordKind = 'uppercase' | 'lowercase' | 'number' | 'special';

/** Each rule a password can break, for the requirements panel to tick off. */
export type PasswordProblem = 'too_short' | 'too_long' | 'outer_whitespace' | 'unprintable' | 'too_few_kinds';

const KIND_PATTERNS: Record<PasswordKind, RegExp> = {
  uppercase: /[A-Z]/,
  lowercase: /[a-z]/,
  number: /[0-9]/,
  // Every other printable character, an inner space included.
  special: /[ -/:-@[-`{-~]/,
};

const PRINTABLE = /^[ -~]*$/;

/** The kinds of character the password contains. */
export function passwordKinds(password: string): PasswordKind[] {
  return (Object.keys(KIND_PATTERNS) as PasswordKind[]).filter((kind) => KIND_PATTERNS[kind].test(password));
}

/** Every rule the password breaks; empty when it meets them all. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('too_long');
  if (password !== password.trim()) problems.push('outer_whitespace');
  if (!PRINTABLE.test(password)) problems.push('unprintable');
  if (passwordKinds(password).length < PASSWORD_KINDS_REQUIRED) problems.push('too_few_kinds');
  return problems;
}

export function meetsPasswordRules(password: string): boolean {
  return passwordProblems(password).length === 0;
}
