/** @jest-environment node */
import { describeServerImports } from './testing/server-import';

// shared has no entry point of its own: every module is left in.
describeServerImports(__dirname, {});
