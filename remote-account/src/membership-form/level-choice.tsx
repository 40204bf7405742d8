import { observer } from 'mobx-react-lite';
import { FieldGroup, formatMoney, useStores } from '@storefront/shared';
import { fieldIds, type MembershipFormModel } from './membership-form-model';

export interface LevelChoiceProps {
  form: MembershipFormModel;
  onSelect(groupId: string): void;
}

/** Section 2: the levels with their prices, as radios (one level is chosen already). */
export const LevelChoice = observer(function LevelChoice({ form, onSelect }: LevelChoiceProps) {
  const { config } = useStores();
  return (
    <FieldGroup id={fieldIds.level} legend="Choose a membership" error={form.errors[fieldIds.level]} className="acc-membership-form__levels">
      {form.levels.map(({ group, priceMinor }) => {
        const descriptionId = `${fieldIds.level}-${group.id}-description`;
        return (
          <div key={group.id} className="acc-membership-form__level">
            <label>
              <input
                type="radio"
                name="membership-level"
                value={group.id}
                checked={form.levelId === group.id}
                aria-describedby={group.description ? descriptionId : undefined}
                onChange={() => onSelect(group.id)}
              />{' '}
              <span className="acc-membership-form__level-name">{group.name}</span>{' '}
              <span className="acc-membership-form__level-price">{formatMoney(priceMinor, config.currency)}</span>
            </label>
            {group.description && (
              <p id={descriptionId} className="acc-membership-form__level-description">
                {group.description}
              </p>
            )}
          </div>
        );
      })}
    </FieldGroup>
  );
});
