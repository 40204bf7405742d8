/** @jest-environment node */
import { join } from 'node:path';
import { describeFirstLoadImports } from '@storefront/shared/testing/first-load-imports';

describeFirstLoadImports({
  [join(__dirname, 'member-menu.tsx')]: "slot in the host's header on every page",
});
