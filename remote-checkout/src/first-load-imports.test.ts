/** @jest-environment node */
import { join } from 'node:path';
import { describeFirstLoadImports } from '@storefront/shared/testing/first-load-imports';

describeFirstLoadImports({
  [join(__dirname, 'cart-widget.tsx')]: "slot on the event page's first screen",
  [join(__dirname, 'cart-dialogs.tsx')]: 'slot the host mounts on every page',
});
