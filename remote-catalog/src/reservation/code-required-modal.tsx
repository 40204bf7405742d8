import { lazy } from 'react';
import { HydrationBoundary } from '@storefront/shared';

export interface CodeRequiredModalProps {
  open: boolean;
  /** The rule's template message, shown above the input. */
  message?: string | null;
  /** Retries the reservation with the code; a rejection is shown in the modal. */
  onSubmit(code: string): Promise<unknown>;
  onClose(): void;
}

// Only a rule that blocks a reservation opens it: its code arrives then, not with the form.
const CodeRequiredDialog = lazy(() =>
  import(/* webpackChunkName: "code-required" */ './code-required-dialog').then((m) => ({ default: m.CodeRequiredDialog })),
);

/**
 * Spec 01 §8 `rule_blocks_reserve` with block_reason code_required (`CodeRequiredDialog`).
 * Mounted only while open, so the dialog's focus moves in when it arrives and back on close.
 */
export function CodeRequiredModal(props: CodeRequiredModalProps) {
  if (!props.open) return null;
  return (
    <HydrationBoundary>
      <CodeRequiredDialog {...props} />
    </HydrationBoundary>
  );
}
