import { useId, useState, type ReactNode, type Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, FieldGroup, Loading, cx } from '@storefront/shared';
import type { Annotation } from '../date-picker/date-labels';
import { lowCapacityWarning } from './low-capacity';
import { SessionOption, isSessionOpen, type PickerSession, type SessionFees } from './session-option';
import { tabIndexOf, type SessionTab } from './session-tabs';
import './session-picker.css';

export interface SessionPickerProps {
  /** The sessions to offer (already filtered for conflicts and visit windows by the caller). */
  sessions: PickerSession[];
  selectedSessionId: string | null;
  onSelect(sessionId: string): void;
  timezone: string;
  currency: string;
  loading?: boolean;
  /** The event's `sessionPickerTabs`. */
  tabs?: SessionTab[];
  /** The event's `hideSoldOutSessions`. */
  hideSoldOut?: boolean;
  /** The seller's `SellerSettings.remainingCapacityThreshold`. */
  remainingCapacityThreshold: number;
  pricePrefix?: string;
  /** 'total': each session shows its total for the chosen quantities (quantity-first); default 'from' its lowest price. */
  priceMode?: 'from' | 'total';
  /** Outside fees for the shown prices, counted when the seller advertises prices including fees (spec 01 §9). */
  fees?: SessionFees;
  annotationsFor?(session: PickerSession): Annotation[];
  error?: string | null;
  legend?: string;
  /** Shown under the options (session messages). */
  children?: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}

/** Spec 01 §2 session picker: radios, optional tabs, prices, 'N left' / 'Sold out', the 'few tickets' warning. */
export const SessionPicker = observer(function SessionPicker(props: SessionPickerProps) {
  const { selectedSessionId, timezone, tabs = [], hideSoldOut = false } = props;
  const name = useId();
  const sessions = hideSoldOut ? props.sessions.filter(isSessionOpen) : props.sessions;
  const tabOf = (s: PickerSession) => (tabs.length ? tabIndexOf(s.start, tabs, timezone) : 0);
  const selected = sessions.find((s) => s.id === selectedSessionId) ?? null;
  const [chosenTab, setTab] = useState<number | null>(null);
  const firstWithSessions = tabs.findIndex((_, i) => sessions.some((s) => tabOf(s) === i));
  const activeTab = chosenTab ?? (selected ? tabOf(selected) : Math.max(0, firstWithSessions));
  const shown = tabs.length ? sessions.filter((s) => tabOf(s) === activeTab) : sessions;
  const warning = selected ? lowCapacityWarning(selected.available, props.remainingCapacityThreshold) : null;

  const options = shown.length === 0 ? (
    <p>There are no sessions on this date.</p>
  ) : (
    <div className="cat-session-picker__options">
      {shown.map((s) => (
        <SessionOption
          key={s.id}
          session={s}
          name={name}
          checked={s.id === selectedSessionId}
          timezone={timezone}
          currency={props.currency}
          pricePrefix={props.pricePrefix}
          priceMode={props.priceMode}
          fees={props.fees}
          annotations={props.annotationsFor?.(s) ?? []}
          onSelect={props.onSelect}
        />
      ))}
    </div>
  );

  return (
    <FieldGroup legend={props.legend ?? 'Choose a time'} error={props.error} ref={props.ref} className="cat-session-picker">
      {props.loading ? (
        <Loading label="Loading times" />
      ) : tabs.length ? (
        <>
          <div role="tablist" aria-label="Times of day" className="cat-session-tabs">
            {tabs.map((tab, i) => (
              <button
                key={tab.label}
                type="button"
                role="tab"
                id={`${name}-tab-${i}`}
                aria-selected={i === activeTab}
                aria-controls={`${name}-panel`}
                className={cx('cat-session-tabs__tab', i === activeTab && 'cat-session-tabs__tab--active')}
                onClick={() => setTab(i)}
              >
                {tab.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${name}-panel`} aria-labelledby={`${name}-tab-${activeTab}`}>
            {options}
          </div>
        </>
      ) : (
        options
      )}
      {warning && <Alert kind="warning">{warning}</Alert>}
      {props.children}
    </FieldGroup>
  );
});
