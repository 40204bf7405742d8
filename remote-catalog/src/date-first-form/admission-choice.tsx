import { useId, type Ref } from 'react';
import { Button, FieldGroup } from '@storefront/shared';
import type { Admission } from './date-first-fields';

const LABELS: Record<Admission, string> = {
  single: 'Single date admission',
  flexible: 'Pick flexible tickets',
};

/** Spec 01 §2: the choice between single date admission and flexible tickets, with a Change button to go back. */
export function AdmissionChoice({
  value,
  onChoose,
  onChange,
  error,
  ref,
}: {
  value: Admission | null;
  onChoose(admission: Admission): void;
  onChange(): void;
  error?: string | null;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const name = useId();
  return (
    <FieldGroup legend="Admission type" error={error} ref={ref} className="cat-admission">
      {value ? (
        <div className="cat-admission__chosen">
          <span>{LABELS[value]}</span>
          <Button variant="link" onClick={onChange}>
            Change
          </Button>
        </div>
      ) : (
        <div className="cat-admission__options">
          {(Object.keys(LABELS) as Admission[]).map((a) => (
            <label key={a} className="cat-admission__option">
              <input type="radio" name={name} value={a} checked={false} onChange={() => onChoose(a)} />
              {LABELS[a]}
            </label>
          ))}
        </div>
      )}
    </FieldGroup>
  );
}
