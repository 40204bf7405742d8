import { useEffect, useRef } from 'react';

/** The key of the picker's history entry in `history.state`, beside the router's own keys. */
const PICKER_ENTRY = 'seatPicker';
const onPickerEntry = () => (window.history.state as Record<string, unknown> | null)?.[PICKER_ENTRY] === true;

/**
 * While `open`, the picker owns one browser history entry (a copy of the router's state, at
 * the same address): the browser's back closes the picker instead of leaving the page
 * (spec 01 §4 "closes on … back"). Closing another way takes the entry back off, so the
 * router's own history is as it was. `onBack` must keep its identity (a store's bound action).
 */
export function useCloseOnBack(open: boolean, onBack: () => void): void {
  const pendingBack = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!open) return;
    // React's StrictMode runs this twice: the second run keeps the entry the first one pushed.
    clearTimeout(pendingBack.current);
    if (!onPickerEntry()) window.history.pushState({ ...(window.history.state as object | null), [PICKER_ENTRY]: true }, '');
    const onPopState = () => {
      if (!onPickerEntry()) onBack();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      pendingBack.current = setTimeout(() => {
        if (onPickerEntry()) window.history.back();
      });
    };
  }, [open, onBack]);
}

/** While `locked`, the page behind the picker does not scroll (spec 01 §4: a drawer on mobile). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
