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
