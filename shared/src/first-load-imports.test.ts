/** @jest-environment node */
import { join } from 'node:path';
import { describeFirstLoadImports, FORM_LIBRARIES, importChainsTo } from './testing/first-load-imports';

describeFirstLoadImports({
  [join(__dirname, 'index.ts')]: 'the shared singleton: every part loads it on every page',
});

describe('importChainsTo', () => {
  it('finds the chain to a form library', () => {
    expect(importChainsTo(join(__dirname, 'validation/index.ts'), FORM_LIBRARIES)).toContain('index.ts → admit.ts → yup');
  });
});

describe('the contract in the browser (ADR 0028)', () => {
  it('is types only: the shared entry reaches no TypeBox through static imports', () => {
    expect(importChainsTo(join(__dirname, 'index.ts'), ['@sinclair/typebox'])).toEqual([]);
  });

  it('would be seen if a runtime import crept in', () => {
    expect(importChainsTo(join(__dirname, 'contract/index.ts'), ['@sinclair/typebox'])).toContain('index.ts → common.ts → @sinclair/typebox');
  });
});
