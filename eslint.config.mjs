import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/server-dist/**', '**/dist-monolith/**', '**/server-dist-monolith/**', '**/test-results/**', '**/playwright-report/**', '**/.data/**', 'releases/**', 'e2e/.catalog-builds/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['{host,shared,remote-catalog,remote-checkout,remote-account}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The sandbox stand-ins for Stripe.js and hCaptcha: plain browser scripts, served as they are.
    files: ['api/sandbox/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    // Written as plain ES5-style browser code (`var self = this` in callbacks), with no build step.
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
);
