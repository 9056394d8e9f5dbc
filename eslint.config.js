import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noServerModuleCycle } from './eslint/server-module-cycles.js';

/**
 * Import boundaries (docs/architecture.md "Layers and import boundaries"): web never imports server
 * code; domain imports neither.
 */
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
 * Web layers (docs/architecture.md "Layers and import boundaries"): a feature imports another only
 * through its index.ts, which exports just what other features use
 * (`import { X } from '@web/features/payments'`), and shell/ does the same; app/ lazy-loads screens by
 * their module (routes.tsx). Features never reach into app/, and components/ and lib/ know no feature
 * and no app/.
 */
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureIndexes = (others) => others.map((feature) => `./${feature}/index.ts`);
const webZones = [
  ...features.flatMap((feature) => [
    {
      target: `./src/web/features/${feature}`,
      from: './src/web/features',
      except: [`./${feature}`, ...featureIndexes(features.filter((other) => other !== feature))],
      message: 'Uma feature importa outra só pelo index dela: @web/features/<outra>, que exporta o que as outras usam.',
    },
    {
      target: `./src/web/features/${feature}`,
      from: `./src/web/features/${feature}/index.ts`,
      message: 'Dentro da feature, importe o arquivo pelo caminho relativo, não pelo index dela.',
    },
  ]),
  {
    target: './src/web/shell',
    from: './src/web/features',
    except: featureIndexes(features),
    message: 'O shell importa uma feature só pelo index dela: @web/features/<feature>.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'Uma feature não importa app/: caminhos em lib/paths, peças em components/.' },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'components/ e lib/ não importam features nem app/.',
  },
];

/**
 * Server layers (docs/architecture.md "Layers and import boundaries", docs/decisions/0013), imported
 * one way only: db/ ← audit/ ← http/ ← auth/, jobs/ ← modules/ ← app.ts, job-handlers.ts, seed/.
 * db/, auth/, audit/, http/ and jobs/ are what modules stand on, so they import no module; db/ is the
 * bottom; http/ does not lean on auth/, which leans on it. And the server names the domain by its
 * alias, as the web does.
 */
const serverZones = [
  {
    target: ['./src/server/db', './src/server/auth', './src/server/audit', './src/server/http', './src/server/jobs'],
    from: './src/server/modules',
    message:
      'db/, auth/, audit/, http/ e jobs/ não importam módulos: o que um módulo compartilha desce para uma dessas camadas, e o que liga módulos a camadas (rotas, tarefas) fica acima, em app.ts e job-handlers.ts.',
  },
  {
    target: './src/server/db',
    from: ['./src/server/auth', './src/server/http', './src/server/jobs', './src/server/audit'],
    message: 'db/ é a camada de baixo: não importa auth/, http/, jobs/ nem audit/ (o seed, que usa auth/, fica em src/server/seed).',
  },
  {
    target: './src/server/http',
    from: './src/server/auth',
    message: 'http/ não importa auth/: auth/ se apoia em http/ (erros, limites, OpenAPI), e o que os dois compartilham fica em http/.',
  },
];
const relativeDomainImports = {
  regex: '^(\\.\\.?/)+(.*/)?domain(/|$)',
  message: "O servidor importa o domínio por '@domain/…', não por caminho relativo.",
};

/**
 * One import style in web: `@domain/...`, `@web/...` across features and top-level folders, a
 * relative path only inside one feature (or one of app/, components/, lib/, shell/). A file `depth`
 * folders below its feature or folder climbs out of it with `depth + 1` leading '../': from a
 * feature, `../../lib/x` is `@web/lib/x`. no-restricted-imports takes one list of patterns per file,
 * so each depth gets its own block repeating the web's other patterns.
 */
const webFolders = ['src/web/features/*', 'src/web/app', 'src/web/components', 'src/web/lib', 'src/web/shell', 'src/web/test'];
const climbOutBlocks = [0, 1, 2, 3, 4].map((depth) => ({
  files: webFolders.map((folder) => `${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          serverImports,
          nodeImports,
          {
            regex: `^(\\.\\./){${depth + 1}}`,
            message: 'Um import relativo não sai da sua feature ou pasta: use @web/... (ex.: @web/lib/format, @web/features/payments).',
          },
        ],
      },
    ],
  },
}));

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
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { plantel: { rules: { 'no-server-module-cycle': noServerModuleCycle } } },
    rules: {
      'plantel/no-server-module-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [relativeDomainImports] }],
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
  ...climbOutBlocks,
  {
    // A feature's index only re-exports, name by name (scripts/vite-shared-chunk.ts looks through it).
    files: ['src/web/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...answerTypeRules,
        {
          selector: 'Program > :not(ExportNamedDeclaration[source])',
          message: "O index de uma feature só reexporta, nome a nome, o que outras features usam: export { X } from './x'.",
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, webImports, nodeImports] }] },
  },
);
