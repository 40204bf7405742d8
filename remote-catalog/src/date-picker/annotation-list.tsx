import type { Annotation } from './date-labels';

/** Annotation badges of a date (spec 01 §2 Date picker). */
export function AnnotationList({ annotations, className = 'cat-badges' }: { annotations: Annotation[]; className?: string }) {
  if (annotations.length === 0) return null;
  return (
    <span className={className}>
      {annotations.map((a) => (
        <span key={a.id} className={`cat-badge cat-badge--${a.style}`}>
          {a.message}
        </span>
      ))}
    </span>
  );
}
