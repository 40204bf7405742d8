import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Modal, TextField } from '@storefront/shared';
import { promoCodeError } from '@storefront/shared/validation';
import type { CodeRequiredModalProps } from './code-required-modal';
import { codeErrorMessage } from './reserve-errors';

/**
 * Spec 01 §8 `rule_blocks_reserve` with block_reason code_required: asks for a code and
 * retries the reservation with it through `onSubmit`. A rejection (code_not_found,
 * code_exhausted, no_code_benefit…) shows its description inside the modal.
 */
export function CodeRequiredDialog({ open, message, onSubmit, onClose }: CodeRequiredModalProps) {
  return (
    <Modal open={open} title="Code required" size="small" onClose={onClose}>
      {/* Mounted only while open, so every opening starts empty. */}
      <CodeForm message={message} onSubmit={onSubmit} />
    </Modal>
  );
}

function CodeForm({ message, onSubmit }: Pick<CodeRequiredModalProps, 'message' | 'onSubmit'>) {
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
      setSubmitError(codeErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="cat-code-modal">
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
