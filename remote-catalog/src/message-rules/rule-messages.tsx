import { Alert } from '@storefront/shared';
import type { RuleMessage } from './message-rules';
import './message-rules.css';

/** Message-rule messages: one alert per message, in the rule's style. */
export function RuleMessages({ messages, className }: { messages: RuleMessage[]; className?: string }) {
  if (messages.length === 0) return null;
  return (
    <div className={['cat-rule-messages', className].filter(Boolean).join(' ')}>
      {messages.map((m) => (
        <Alert key={m.id} kind={m.style}>
          {m.message}
        </Alert>
      ))}
    </div>
  );
}

/** Annotation badges of a date button or session (spec 01 §2 date picker). */
export function AnnotationBadges({ annotations, className }: { annotations: RuleMessage[]; className?: string }) {
  if (annotations.length === 0) return null;
  return (
    <span className={['cat-badges', className].filter(Boolean).join(' ')}>
      {annotations.map((a) => (
        <span key={a.id} className={`cat-badge cat-badge--${a.style}`}>
          {a.message}
        </span>
      ))}
    </span>
  );
}
