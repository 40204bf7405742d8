import { useId } from 'react';
import { FilterButtons, type FilterChoice } from './filter-buttons';

/** 'age_group' → 'Age group'. */
export function metadataLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface MetadataFilterProps {
  /** Key → the values the listing offers (its facets). */
  facets: Record<string, string[]>;
  /** Key → chosen value. */
  value: Record<string, string>;
  onChange(change: Record<string, string | null>): void;
}

function MetadataKeyFilter({ name, values, value, onChange }: {
  name: string;
  values: string[];
  value: string | null;
  onChange(value: string | null): void;
}) {
  const labelId = useId();
  const choices: Array<FilterChoice<string | null>> = [['See all', null], ...values.map((v): FilterChoice<string> => [v, v])];
  return (
    <div className="cat-filter cat-filter--metadata">
      <span className="cat-filter__label" id={labelId}>
        {metadataLabel(name)}
      </span>
      <FilterButtons choices={choices} value={value} onChange={onChange} labelId={labelId} />
    </div>
  );
}

/** Spec 01 §2: one filter per metadata key, each with a 'See all' reset. */
export function MetadataFilter({ facets, value, onChange }: MetadataFilterProps) {
  return (
    <>
      {Object.entries(facets).map(([key, values]) => (
        <MetadataKeyFilter
          key={key}
          name={key}
          values={value[key] && !values.includes(value[key]) ? [...values, value[key]] : values}
          value={value[key] ?? null}
          onChange={(v) => onChange({ [key]: v })}
        />
      ))}
    </>
  );
}
