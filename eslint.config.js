import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A public page starts without React Router (docs/decisions/0018).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'],
              message: 'Import it from src/web/navigation: pages run before the router has loaded.',
            },
          ],
        },
      ],
      // Response schemas are zod: the web takes their types only (docs/decisions/0020).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/responses/*'],
              allowTypeImports: true,
              message: 'Import the response types with `import type`: no zod in page chunks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Where the site's navigation reads React Router.
    files: ['src/web/navigation/RouterNavigation.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
