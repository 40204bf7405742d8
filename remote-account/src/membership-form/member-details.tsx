import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, FieldGroup, TextField } from '@storefront/shared';
import { fieldIds, type MemberField, type MembershipFormModel } from './membership-form-model';
import { optionalCount, type LevelOption, type MemberRole } from './membership-levels';

interface SectionProps {
  form: MembershipFormModel;
  level: LevelOption;
  /** Spec 03 §5: a kept value that members may not change is read-only. */
  locked(fieldId: string): boolean;
}

/** Section 4: a detail form per named member, per role; optional members are added with a yes/no or a count. */
export const MemberDetails = observer(function MemberDetails({ form, level, locked }: SectionProps) {
  return (
    <>
      {level.roles
        .filter((role) => role.named && role.max > 0)
        .map((role) => (
          <div key={role.ticketType.id} className="acc-membership-form__role">
            {Array.from({ length: role.min }, (_, i) => (
              <MemberForm key={i} form={form} level={level} role={role} index={i} locked={locked} />
            ))}
            {optionalCount(role) > 0 && <OptionalMembers form={form} role={role} />}
            {Array.from({ length: form.shownMembers(role) - role.min }, (_, i) => (
              <MemberForm key={role.min + i} form={form} level={level} role={role} index={role.min + i} locked={locked} />
            ))}
          </div>
        ))}
    </>
  );
});

const FIELDS: { field: MemberField; label: string }[] = [
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'email', label: 'Email' },
];

const MemberForm = observer(function MemberForm({ form, level, role, index, locked }: SectionProps & { role: MemberRole; index: number }) {
  const typeId = role.ticketType.id;
  const values = form.member(typeId, index);
  const fields = level.group.admitEmails === 'no' ? FIELDS.filter((f) => f.field !== 'email') : FIELDS;
  return (
    <FieldGroup legend={`${role.ticketType.name} ${index + 1}`} className="acc-membership-form__member">
      {fields.map(({ field, label }) => {
        const id = fieldIds.member(typeId, index, field);
        return (
          <TextField
            key={field}
            id={id}
            label={field === 'email' && level.group.admitEmails === 'optional' ? 'Email (optional)' : label}
            type={field === 'email' ? 'email' : 'text'}
            maxLength={field === 'email' ? 254 : 50}
            value={values[field]}
            readOnly={locked(id)}
            error={form.errors[id]}
            onChange={(e) => form.setMember(typeId, index, field, e.target.value)}
          />
        );
      })}
    </FieldGroup>
  );
});

/** Spec 03 §3: one optional member is a yes/no choice, more a 0..n select. */
const OptionalMembers = observer(function OptionalMembers({ form, role }: { form: MembershipFormModel; role: MemberRole }) {
  const selectId = useId();
  const n = optionalCount(role);
  const added = form.shownMembers(role) - role.min;
  const name = role.ticketType.name;
  if (n === 1) {
    return (
      <FieldGroup id={fieldIds.optional(role.ticketType.id)} legend={`Add another ${name}?`} className="acc-membership-form__optional">
        <label>
          <input type="radio" name={`optional-${role.ticketType.id}`} checked={added === 1} onChange={() => form.setOptionalAdded(role, 1)} /> Yes
        </label>
        <label>
          <input type="radio" name={`optional-${role.ticketType.id}`} checked={added === 0} onChange={() => form.setOptionalAdded(role, 0)} /> No
        </label>
      </FieldGroup>
    );
  }
  return (
    <Field id={selectId} label={`Additional ${name} members`}>
      {(control) => (
        <select {...control} className="sf-field__input" value={added} onChange={(e) => form.setOptionalAdded(role, Number(e.target.value))}>
          {Array.from({ length: n + 1 }, (_, i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
