/** @jest-environment node */
import { join } from 'node:path';
import { importChainsTo } from '@storefront/shared/testing/first-load-imports';

// The event page's first screen: its chunk, then the date-first form's (the most common
// flow). yup comes with the validation rules when the visitor first touches or submits the
// form (reservation/validation-rules.ts); the form itself uses react-hook-form nowhere.
describe("the event page's first screen reaches yup through no static import", () => {
  it.each([
    ['event-page/event-page.tsx', 'the event page chunk'],
    ['date-first-form/date-first-form.tsx', "the date-first form's chunk"],
  ])('%s (%s)', (entry) => {
    expect(importChainsTo(join(__dirname, entry), ['yup'])).toEqual([]);
  });
});
