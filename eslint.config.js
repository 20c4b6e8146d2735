import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Code outside src/ reaches it through package.json's `imports` (`#src/…`): a path that climbs
// breaks when a file moves, and hides which layer it reaches into.
const climbingIntoSrc = {
  regex: '^(\\.\\./)+src/',
  message: "Import from src/ as '#src/…' (package.json `imports`), not by climbing.",
};

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', '.netlify', '.lighthouseci', 'test-results', 'playwright-report'],
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type-aware rules: a promise nobody awaits is a lead that may never be kept.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['scripts/**', 'e2e/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbingIntoSrc] }] },
  },
  {
    // Shared parts take a form as a slot: a page without a form must not load form code.
    files: ['src/components/**', 'src/layout/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/forms/**'], message: 'Pass the form in as a prop (a slot).' }] },
      ],
    },
  },
  {
    // The functions run on Node: no React, no styling, no browser, no page code.
    files: ['netlify/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'react',
            'react-dom',
            'react-router-dom',
            'styled-components',
            'formik',
            'react-hot-toast',
            'lucide-react',
          ].map((name) => ({ name, message: 'Browser code does not belong in the functions.' })),
          patterns: [
            {
              group: [
                '**/forms/ui/**',
                '**/components/**',
                '**/layout/**',
                '**/pages/**',
                '**/app/**',
                '**/*.tsx',
              ],
              message: 'Functions share only plain modules (content, schemas) with the site.',
            },
            climbingIntoSrc,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'The functions run on Node, not in a browser.',
        })),
      ],
    },
  },
  {
    // Tests state what they just checked exists; a failed `!` shows up as a failed test.
    files: ['e2e/**', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
