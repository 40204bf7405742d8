/** @jest-environment node */
import { describeServerImports } from '@storefront/shared/testing/server-import';

describeServerImports(__dirname, {
  'index.ts': 'webpack entry: only loads bootstrap.tsx behind the federation boundary',
  'bootstrap.tsx': 'browser entry: reads the served page and renders into it (createRoot)',
});
