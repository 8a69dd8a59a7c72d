import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zod 4's string formats (z.email(), z.url(), …): each takes any string as input.
const ZOD_STRING_FORMATS = [
  'email|url|httpUrl|hostname|emoji|uuid|guid|uuidv4|uuidv6|uuidv7|nanoid|cuid|cuid2|ulid|xid|ksuid',
  'ipv4|ipv6|mac|cidrv4|cidrv6|base64|base64url|e164|jwt|hex|hash|stringFormat|templateLiteral',
].join('|');

// Request text goes through createTextSchema, which refuses NUL and lone surrogates: PostgreSQL
// refuses them (a 500) or the driver turns a lone surrogate into U+FFFD. Responses use ZResponseTextSchema.
const TEXT_SCHEMA_RESTRICTIONS = [
  {
    selector:
      "MemberExpression[object.name='z'][property.name='string'], MemberExpression[object.property.name='coerce'][property.name='string']",
    message:
      'Use createTextSchema() from #shared/schemas/text.ts for request text (it refuses NUL and lone surrogates), or ZResponseTextSchema for response text.',
  },
  {
    selector: `CallExpression[callee.object.name='z'][callee.property.name=/^(${ZOD_STRING_FORMATS})$/]:not(CallExpression[callee.property.name='pipe'] > CallExpression), MemberExpression[object.name='z'][property.name='iso']:not(CallExpression[callee.property.name='pipe'] > CallExpression > MemberExpression > MemberExpression)`,
    message:
      "Zod string formats accept any text on their own: write createTextSchema({ label, error }).pipe(z.email('…')) so NUL and lone surrogates get the field's message.",
  },
];

// Transactions, audit entries and finding the company a path acts for belong to a use case
// (features/<f>/<verb>-<noun>.ts, taking a TActor), which tests and other routes call without HTTP.
const USE_CASE_WORK = 'belongs in a use case (features/<feature>/<verb>-<noun>.ts): a route file is schema -> one use-case call -> answer.';
const ROUTE_RESTRICTIONS = [
  { selector: "CallExpression[callee.property.name='transaction']", message: `A transaction ${USE_CASE_WORK}` },
  { selector: "CallExpression[callee.name='writeAuditLog']", message: `An audit entry ${USE_CASE_WORK}` },
  {
    selector: 'ImportDeclaration[source.value=/audit-log\\.queries/]',
    message: `An audit entry ${USE_CASE_WORK}`,
  },
  { selector: 'CallExpression[callee.name=/^resolve\\w*Workspace$/]', message: `Finding the company a path acts for ${USE_CASE_WORK}` },
];

// Each server feature folder may import only itself, lib/, plugins/, db/ and shared/.
const SERVER_FEATURES = readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// One feature builds on another's rules: accounts confirms the password, sets the device cookie and
// sends the confirmation link as auth does (decision 032); auth never imports accounts.
// Interviews are proposed on a job's application and posted in its conversation (decision 047).
// The pipeline's bulk actions tag with the tags' own rules and send through the conversations' (decision 049).
const SERVER_FEATURES_BUILT_ON = { accounts: ['auth'], interviews: ['jobs', 'conversations'], jobs: ['candidate-tags', 'conversations'] };
// Every client feature folder: each may import itself, shared/, client lib/ and components/, never another feature.
const CLIENT_FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/shared/schemas/**/*.ts', 'src/server/features/**/*.ts', 'src/server/lib/route-params.ts'],
    ignores: ['src/shared/schemas/text.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TEXT_SCHEMA_RESTRICTIONS] },
  },
  {
    // A route is its schema, one use case and the answer (decision 032). Route files get the text
    // rule too: a second no-restricted-syntax setting replaces the first instead of adding to it.
    files: ['src/server/**/*.routes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TEXT_SCHEMA_RESTRICTIONS, ...ROUTE_RESTRICTIONS] },
  },
  {
    // The architecture in one rule: shared is plain TS; client and server meet only over HTTP.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/client', './src/server'],
              message: 'shared/ must not depend on client or server code.',
            },
            { target: './src/client', from: './src/server', message: 'The client reaches the server only over HTTP.' },
            { target: './src/server', from: './src/client', message: 'The server must not import client code.' },
            {
              target: ['./src/server/lib', './src/server/plugins', './src/server/db'],
              from: './src/server/features',
              message: 'lib/, plugins/ and db/ serve every feature and must not import from features/.',
            },
            {
              target: './src/server/lib',
              from: ['./src/server/db', './src/server/plugins'],
              message: 'lib/ holds helpers that need no database: db/ builds on lib/, never the other way round.',
            },
            {
              target: './src/server/resume-engine',
              from: ['./src/server/db', './src/server/features', './src/server/plugins', './src/server/matching'],
              message: 'The resume engine works on text alone: no database, routes, plugins or matching.',
            },
            {
              target: './src/server/matching',
              from: ['./src/server/features', './src/server/plugins'],
              message:
                'The matching engine has no routes: it may use db/, lib/, shared/ and the resume engine, never a feature or a plugin.',
            },
            {
              target: ['./src/server/lib', './src/server/db'],
              from: './src/server/matching',
              message: 'lib/ and db/ serve the matching engine, not the other way round.',
            },
            {
              target: './src/server/lib',
              from: ['./src/server/resume-engine', './src/server/matching'],
              message:
                'lib/ holds generic helpers: the engines build on lib/, never the other way round (a task module of the worker pool belongs to its engine).',
            },
            {
              // Tests are left out: a test of the skill index checks the engine's rules end to end.
              target: './src/server/db/**/!(*.test).ts',
              from: './src/server/resume-engine/**',
              message:
                'db/ stores what the resume engine computes but does not import it: the caller runs the engine and hands db/ plain data.',
            },
            ...SERVER_FEATURES.map((feature) => ({
              target: `./src/server/features/${feature}`,
              from: './src/server/features',
              except: [`./${feature}`, ...(SERVER_FEATURES_BUILT_ON[feature] ?? []).map((base) => `./${base}`)],
              message: 'A server feature must not import another feature: move what both need to lib/, plugins/ or db/.',
            })),
            // Client layers: shared <- lib, components <- features <- app.
            ...CLIENT_FEATURES.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message:
                'A client feature imports no other feature: move what both need to client lib/ or components/, or compose them in client app/.',
            })),
            {
              target: ['./src/client/components', './src/client/lib'],
              from: ['./src/client/features', './src/client/app'],
              message: 'Client components/ and lib/ are used by features and app/; they import neither.',
            },
            {
              target: './src/client/features',
              from: './src/client/app',
              message: 'Features are composed by client app/ and do not import it; what features need lives in client lib/.',
            },
          ],
        },
      ],
    },
  },
);
