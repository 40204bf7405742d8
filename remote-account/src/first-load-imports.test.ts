/** @jest-environment node */
import { join } from 'node:path';
import { describeFirstLoadImports } from '@storefront/shared/testing/first-load-imports';

// The form screens (login, forgot and reset password, forgot membership, set e-mail) are lazy
// chunks of routes.tsx; the modules below load without them.
describeFirstLoadImports({
  [join(__dirname, 'member-menu.tsx')]: "slot in the host's header on every page",
  [join(__dirname, 'routes.tsx')]: 'the region of every account page, home included',
  [join(__dirname, 'my-account/my-account.tsx')]: 'the my-account chunk: no forms, only a Clear button',
});
