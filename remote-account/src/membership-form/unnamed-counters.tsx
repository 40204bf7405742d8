import { observer } from 'mobx-react-lite';
import { FieldGroup, QuantityStepper } from '@storefront/shared';
import type { MembershipFormModel } from './membership-form-model';
import type { LevelOption } from './membership-levels';

/** Section 5: a counter per unnamed role; a role whose min equals its max has a fixed count and no counter. */
export const UnnamedCounters = observer(function UnnamedCounters({ form, level }: { form: MembershipFormModel; level: LevelOption }) {
  const roles = level.roles.filter((role) => !role.named && role.min !== role.max);
  if (roles.length === 0) return null;
  return (
    <FieldGroup legend="Additional members" className="acc-membership-form__counters">
      {roles.map((role) => (
        <div key={role.ticketType.id} className="acc-membership-form__counter">
          <span aria-hidden="true">{role.ticketType.name}</span>
          <QuantityStepper
            label={role.ticketType.name}
            value={form.counts[role.ticketType.id] ?? role.min}
            min={role.min}
            max={role.max}
            onChange={(n) => form.setCount(role, n)}
          />
        </div>
      ))}
    </FieldGroup>
  );
});
