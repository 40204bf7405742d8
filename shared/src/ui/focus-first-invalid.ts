/** Spec 01 §5, 03 §5: scroll to and focus the first invalid input (by DOM id or element). */
export function focusFirstInvalid(target: string | HTMLElement | null | undefined): void {
  const el = typeof target === 'string' ? document.getElementById(target) : target;
  if (!el) return;
  el.scrollIntoView?.({ block: 'center' });
  el.focus();
}
