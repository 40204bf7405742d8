import { useState, type FormEvent } from 'react';
import { Button, Modal, TextField } from '@storefront/shared';

/**
 * Code-required dialog (spec 01 §8 `rule_blocks_reserve` with `code_required`): asks for a
 * code and hands it back so the reservation is retried with it. Placeholder for the shared
 * `reservation/` CodeRequiredModal.
 */
export function CodePrompt({
  open,
  error,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  error: string | null;
  busy: boolean;
  onSubmit(code: string): void;
  onClose(): void;
}) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The modal is portaled, but React events still bubble to the form that rendered it.
    e.stopPropagation();
    const trimmed = code.trim();
    if (trimmed.length < 2) {
      setInvalid('Please enter a code.');
      return;
    }
    setInvalid(null);
    onSubmit(trimmed);
  };
  return (
    <Modal open={open} title="Code required" size="small" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextField label="Code" value={code} onChange={(e) => setCode(e.target.value)} error={invalid ?? error} />
        <Button type="submit" busy={busy}>
          Apply code
        </Button>
      </form>
    </Modal>
  );
}
