import { lazy } from 'react';

/**
 * The four reservation forms, each its own chunk: the listing never downloads them, and the
 * event page starts downloading them while the event loads (`preloadReservationForms`).
 */
const loaders = {
  dateFirst: () => import('../date-first-form/date-first-form'),
  quantityFirst: () => import('../quantity-first-form/quantity-first-form'),
  singleEvent: () => import('../single-event-form/single-event-form'),
  addOne: () => import('../add-one-form/add-one-form'),
};

export const DateFirstForm = lazy(() => loaders.dateFirst().then((m) => ({ default: m.DateFirstForm })));
export const QuantityFirstForm = lazy(() => loaders.quantityFirst().then((m) => ({ default: m.QuantityFirstForm })));
export const SingleEventForm = lazy(() => loaders.singleEvent().then((m) => ({ default: m.SingleEventForm })));
export const AddOneForm = lazy(() => loaders.addOne().then((m) => ({ default: m.AddOneForm })));

/** Starts every form's download (webpack keeps each module once, so `lazy` reuses it). */
export function preloadReservationForms(): void {
  for (const load of Object.values(loaders)) void load();
}
