import { useId, useState, type FormEvent } from 'react';
import { GENERIC_ERROR_MESSAGE, inCodeSet, toApiError } from '../api/errors';
import { promoCodeError } from '../validation/promo-code-rules';
import type { PromoCodeErrorCode } from '../wire';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';
import { TextField } from './text-field';

/** The codes whose refusal means the entered code did not help (its description says why). */
const CODE_PROBLEMS = new Set<PromoCodeErrorCode>(['code_not_found', 'code_exhausted', 'no_code_benefit']);

/**
 * A code entered in the dialog did not unlock the reservation: the dialog shows why and stays
 * open (the caller rethrows it from `onSubmit`).
 */
export function isCodeProblem(error: unknown): boolean {
  const e = toApiError(error);
  return inCodeSet(CODE_PROBLEMS, e.code) || (e.is('rule_blocks_reserve') && e.extra.block_reason === 'code_required');
}

export interface CodeRequiredDialogProps {
  open: boolean;
  /** The rule's template message, shown above the input. */
  message?: string | null;
  /** Retries the reservation with the code; a rejection is shown in the dialog. */
  onSubmit(code: string): Promise<unknown>;
  onClose(): void;
}

/**
 * Spec 01 §8 `rule_blocks_reserve` with block_reason code_required (the catalog's forms and
 * the membership form alike): asks for a code and retries the reservation with it through
 * `onSubmit`. A rejection (code_not_found, code_exhausted, no_code_benefit…) shows its
 * description inside the dialog.
 */
export function CodeRequiredDialog({ open, message, onSubmit, onClose }: CodeRequiredDialogProps) {
  return (
    <Modal open={open} title="Code required" size="small" onClose={onClose}>
      {/* Mounted only while open, so every opening starts empty. */}
      <CodeForm message={message} onSubmit={onSubmit} />
    </Modal>
  );
}

function CodeForm({ message, onSubmit }: Pick<CodeRequiredDialogProps, 'message' | 'onSubmit'>) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = promoCodeError(code);
    setFieldError(invalid);
    setSubmitError(null);
    if (invalid) {
      document.getElementById(inputId)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } catch (err) {
      setSubmitError(toApiError(err).description || GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="sf-code-form">
      {message && <p>{message}</p>}
      <TextField
        id={inputId}
        label="Code"
        autoComplete="off"
        required
        maxLength={35}
        value={code}
        error={fieldError}
        onChange={(e) => setCode(e.target.value)}
      />
      {submitError && <Alert kind="error">{submitError}</Alert>}
      <Button type="submit" busy={busy}>
        Apply code
      </Button>
    </form>
  );
}
