// The lint that keeps CONTRIBUTING.md's import directions: core <- server, core <- client, features apart,
// plugins below modules, and no cycles. Formatting is Prettier's job (npm run lint runs both).
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const clientFeatures = folders('./client/src/features');
const serverModules = folders('./server/src/modules');
// server/src's folders that wire the app (config/, and any new one): all but modules/, the tests' test/, and
// plugins, lib and db, which import no module at all (zones below).
const serverWiringFolders = folders('./server/src').filter((folder) => !['modules', 'test', 'plugins', 'lib', 'db'].includes(folder));

// The server's modules, lowest first: a module imports only modules listed before it, so the graph
// stays one-way. A new module goes in here; a need that points upwards goes through an event or is
// passed in by app.ts (as payments' grants and the job-alert queue are).
const moduleLayers = [
  ['channels'],
  ['health', 'estimator', 'career', 'contact', 'training', 'notifications', 'uploads', 'messaging', 'payments', 'places'],
  ['credentials'],
  ['employer-profile', 'worker-profile'],
  ['auth', 'subscriptions'],
  ['jobs'],
  ['crews'],
  ['resumes', 'saved-jobs', 'saved-searches', 'applications', 'public-pages', 'feeds'],
  ['interviews', 'reviews', 'work-history'],
  ['reports'],
  ['admin'],
];
// The files npm run lint:cycles (dpdm, part of npm run lint) walks for import cycles, read from its script so the
// two lists cannot drift apart. dpdm follows type-only imports too, which import/no-cycle skips, and takes seconds
// where import/no-cycle took 70 of eslint's 87: import/no-cycle checks only the files dpdm does not walk (build
// scripts, config files). No script, no exemption.
const packageScripts = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).scripts;
const walkedForCycles = [...(packageScripts['lint:cycles'] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);

const unlayered = serverModules.filter((module) => !moduleLayers.flat().includes(module));
if (unlayered.length > 0) throw new Error(`eslint.config.js: put ${unlayered.join(', ')} in moduleLayers`);
// Every source file of a module, sub-folders too (jobs/search/), its tests aside.
const sourceOf = (module) => `./server/src/modules/${module}/**/!(*.test).ts`;

const boundaries = [
  { target: './core', from: ['./server', './client', './e2e'], message: 'core is shared: it imports nothing of server, client or e2e.' },
  { target: './client', from: './server', message: 'The client reaches the server over HTTP only.' },
  { target: './server', from: './client', message: 'The server does not import client code.' },
  {
    target: './server/src/plugins',
    from: './server/src/modules',
    message: 'Plugins sit below modules: move the shared piece to server/src/lib.',
  },
  {
    target: './server/src/db',
    from: './server/src/modules',
    message: 'The database layer (and its seed) sits below modules: use server/src/lib.',
  },
  { target: './server/src/lib', from: './server/src/modules', message: 'lib sits below modules.' },
  ...clientFeatures.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece to components/ or lib/.',
  })),
  ...moduleLayers.flatMap((layer, index) =>
    layer.map((module) => ({
      target: sourceOf(module),
      from: moduleLayers
        .slice(index)
        .flat()
        .filter((other) => other !== module)
        .map((other) => `./server/src/modules/${other}`),
      message: 'Modules import only the layers below them (moduleLayers in eslint.config.js).',
    })),
  ),
  // The app's wiring (app.ts, infrastructure.ts, server.ts, config/) knows a module by its service, and the route
  // table. plugins, lib and db (the seed too) import no module at all (zones above). Exempt: tests, and the helpers
  // under server/src/test, which set up state the way a module's own tests do (uploads/test-files, a module's
  // test-helpers); and scripts/ and bench/, tools that drive a module's internals (an operator account, a search index).
  {
    target: ['./server/src/!(*.test).ts', ...serverWiringFolders.map((folder) => `./server/src/${folder}/**/!(*.test).ts`)],
    from: './server/src/modules',
    except: [...serverModules.map((module) => `./${module}/service.ts`), './routes.ts'],
    message: "Outside the modules, import a module's service.ts only (re-export there what the app needs).",
  },
  // Another module's needs go through its service (or an event), never one of its repositories (account-repository.ts too).
  ...serverModules.map((module) => ({
    target: sourceOf(module),
    from: serverModules.filter((other) => other !== module).map((other) => `./server/src/modules/${other}/**/*repository.ts`),
    message: "Call the other module's service, not its repository.",
  })),
];

// In a replacement string `$&`, "$`", `$'`, `$1` and `$<n>` are patterns: user text there can copy the
// whole subject into itself. A replacement is a literal (written by us) or a function (its result is text).
const computedReplacement = {
  selector:
    "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
  message:
    "A computed replacement string reads $&, $`, $', $1 and $<n> in its text as patterns: pass a function, e.g. .replace(pattern, () => text).",
};

// Time-dependent rules (expiry, quotas, token lifetimes, boosts) read the app's one clock, which tests move.
const readsTheSystemClock = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Read the app clock (app.clock(), passed in as `now`), not Date.now(): tests move it.',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Read the app clock (app.clock(), passed in as `now`), not new Date(): tests move it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'client/dev-dist/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The cycle walk parses every file it reaches: packages never import ours back, and twilio alone is 750 files.
      'import/ignore': ['node_modules'],
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'client/tsconfig.json', 'e2e/tsconfig.json'] },
        node: true,
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', computedReplacement],
    },
  },
  ...(walkedForCycles.length > 0 ? [{ files: walkedForCycles, rules: { 'import/no-cycle': 'off' } }] : []),
  // TypeScript checks names in .ts files; the few plain .js files run on Node.
  { files: ['**/*.js'], languageOptions: { globals: globals.node } },
  {
    files: ['core/**/*.ts'],
    rules: {
      'import/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'fastify*', '@fastify/*', 'drizzle-orm*', 'pg'],
              message: 'core runs everywhere: no React, server or database code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: ['server/src/modules/**/*.test.ts', 'server/src/modules/**/test-helpers.ts'],
    rules: { 'no-restricted-syntax': ['error', computedReplacement, ...readsTheSystemClock] },
  },
);
