import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries (design.md): web never imports server code; domain imports neither. */
const serverImports = { group: ['**/server/**', '**/server'], message: 'O código web e de domínio não importa código do servidor.' };
const webImports = { group: ['**/web/**', '@web/*'], message: 'O domínio não importa código web.' };
const nodeImports = { group: ['node:*'], message: 'O domínio e a web não usam módulos do Node.' };

/**
 * An API answer's type is its route's response schema, named with `typeof` (src/web/lib/api.ts):
 * a hand-written type there would be an unchecked cast again.
 */
const apiCall = "CallExpression[callee.object.name='api'][callee.property.name=/^(get|post|put|patch|delete)$/]";
const answerTypeMessage = 'O tipo da resposta é o esquema da rota: api.get<typeof xSchema>(url) ou ListOf<typeof xSchema>.';
const answerTypeRules = [
  { selector: `${apiCall}[callee.property.name='get']:not([typeArguments])`, message: answerTypeMessage },
  {
    selector: `${apiCall} > TSTypeParameterInstantiation > :not(TSTypeQuery, TSUnionType, TSTypeReference[typeName.name='ListOf'])`,
    message: answerTypeMessage,
  },
  { selector: `${apiCall} > TSTypeParameterInstantiation > TSUnionType > :not(TSTypeQuery)`, message: answerTypeMessage },
  { selector: "TSTypeReference[typeName.name='ListOf'] > TSTypeParameterInstantiation > :not(TSTypeQuery)", message: answerTypeMessage },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports, nodeImports] }],
      'no-restricted-syntax': ['error', ...answerTypeRules],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, webImports, nodeImports] }] },
  },
);
