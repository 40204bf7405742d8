import { useLayoutEffect, useState, type RefObject } from 'react';

/** How many rows the children of `container` sit on (distinct `offsetTop` values). */
export function countRows(container: HTMLElement): number {
  const tops = new Set<number>();
  for (const child of Array.from(container.children)) tops.add((child as HTMLElement).offsetTop);
  return Math.max(1, tops.size);
}

/**
 * The rows the children of `ref` wrap onto, measured after layout and again whenever the
 * element is resized (ResizeObserver) or `watch` changes (e.g. the list of children).
 * null until the first measurement: on the server, and in the browser's first (hydrating)
 * render, which must be the server's.
 */
export function useRowCount(ref: RefObject<HTMLElement | null>, watch: unknown): number | null {
  const [rows, setRows] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setRows(countRows(el));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, watch]);
  return rows;
}
