import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/**
 * Web layers (design.md): a feature imports no other feature (what two features share lives in
 * features/shared, components/ or lib/), features never reach into app/, and components/ and lib/
 * know no feature and no app/.
 */
const sharedFeature = 'shared';
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features
    .filter((feature) => feature !== sharedFeature)
    .map((feature) => ({
      target: `./src/web/features/${feature}`,
      from: './src/web/features',
      except: [`./${feature}`, `./${sharedFeature}`],
      message: 'Uma feature não importa outra: o que duas usam vai para features/shared, components/ ou lib/.',
    })),
  {
    target: `./src/web/features/${sharedFeature}`,
    from: './src/web/features',
    except: [`./${sharedFeature}`],
    message: 'features/shared não importa nenhuma feature.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'Uma feature não importa app/: caminhos em lib/paths, peças em components/.' },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'components/ e lib/ não importam features nem app/.',
  },
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no .ts/.tsx file it resolves, and so sees no cycle through them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: new URL('./tsconfig.json', import.meta.url).pathname },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
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
