import type { ReactNode } from 'react';
import { passwordKinds, passwordProblems, type PasswordKind, type PasswordProblem } from '@storefront/shared/validation';

const RULES: { problem: PasswordProblem; text: string }[] = [
  { problem: 'too_short', text: 'At least 8 characters' },
  { problem: 'outer_whitespace', text: 'No space at the start or end' },
  { problem: 'unprintable', text: 'Only letters, numbers, spaces and keyboard symbols' },
  { problem: 'too_few_kinds', text: 'At least 3 of these:' },
];

const KINDS: { kind: PasswordKind; text: string }[] = [
  { kind: 'uppercase', text: 'an uppercase letter' },
  { kind: 'lowercase', text: 'a lowercase letter' },
  { kind: 'number', text: 'a number' },
  { kind: 'special', text: 'a special character' },
];

function Requirement({ met, text, children }: { met: boolean; text: string; children?: ReactNode }) {
  return (
    <li className={met ? 'acc-requirements__item acc-requirements__item--met' : 'acc-requirements__item'}>
      <span aria-hidden="true" className="acc-requirements__mark">
        {met ? '✓' : '•'}
      </span>{' '}
      {text}
      <span className="sf-visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
      {children}
    </li>
  );
}

/**
 * Spec 03 §2.10 / §5: the password rules, each ticked as the visitor types; changes are
 * announced politely. Nothing is ticked before anything is typed.
 */
export function PasswordRequirements({ id, password }: { id: string; password: string }) {
  const problems = password ? passwordProblems(password) : RULES.map((r) => r.problem);
  const kinds = passwordKinds(password);
  return (
    <div id={id} className="acc-requirements">
      <p className="acc-requirements__title">Your password needs:</p>
      <ul aria-live="polite">
        {RULES.map(({ problem, text }) => (
          <Requirement key={problem} met={!problems.includes(problem)} text={text}>
            {problem === 'too_few_kinds' && (
              <ul>
                {KINDS.map(({ kind, text: kindText }) => (
                  <Requirement key={kind} met={kinds.includes(kind)} text={kindText} />
                ))}
              </ul>
            )}
          </Requirement>
        ))}
      </ul>
    </div>
  );
}
