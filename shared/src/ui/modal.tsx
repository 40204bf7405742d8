import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, the close button and a backdrop click, when closeable. */
  onClose(): void;
  closeable?: boolean;
  size?: 'small' | 'large';
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

/**
 * Accessible modal (desktop dialog, drawer on narrow screens through CSS): role="dialog",
 * aria-modal, labelled by its title; focus moves in on open and back on close; Tab stays
 * inside; Escape closes when closeable. Which modal is open is the `ModalStore`'s business;
 * this primitive only takes `open` and `onClose`.
 */
export function Modal({ open, title, onClose, closeable = true, size = 'large', children, footer, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) (focusables(dialog).find((el) => !el.classList.contains('sf-modal__close')) ?? dialog).focus();
    return () => {
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (closeable) onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="sf-modal__backdrop"
      onMouseDown={(e) => {
        if (closeable && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('sf-modal', `sf-modal--${size}`, className)}
        onKeyDown={onKeyDown}
      >
        <div className="sf-modal__header">
          <h2 id={titleId} className="sf-modal__title">
            {title}
          </h2>
          {closeable && (
            <button type="button" className="sf-modal__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div className="sf-modal__body">{children}</div>
        {footer && <div className="sf-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
