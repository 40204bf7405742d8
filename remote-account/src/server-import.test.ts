/** @jest-environment node */
import { describeServerImports } from '@storefront/shared/testing/server-import';

describeServerImports(__dirname, {
  'index.ts': 'webpack entry of the standalone page: only loads bootstrap.tsx behind the federation boundary',
  'bootstrap.tsx': 'standalone browser entry: mounts the remote into the page (mountStandalone)',
});
