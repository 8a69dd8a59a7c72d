/**
 * The layout the docs promise, checked: every path a doc names exists, every decision carries its
 * date and status with no number missing, and each feature has one name in the server folder, the
 * client folder and the shared schema file (the API document's tags: api-docs.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(path.join(ROOT, 'docs/decisions')).map((name) => `docs/decisions/${name}`),
  ...readdirSync(path.join(ROOT, 'src/server'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('README.md'))
    .map((name) => `src/server/${name}`),
];

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', '.git', '.tmp', 'test-results', 'playwright-report']);

/** Every file and folder of the repository, relative to its root. */
function listRepository(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => !SKIPPED_FOLDERS.has(entry.name))
    .flatMap((entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      return entry.isDirectory() ? [relative, ...listRepository(relative)] : [relative];
    });
}
const REPOSITORY = listRepository();

// Docs name code from the root or from inside its tier ('features/auth/sign-up.ts', 'lib/word/').
// Runtime paths ('DATA_DIR/outbox', './data', 'resume.json') are not code and are not checked.
const CODE_EXTENSION = /\.(ts|tsx|mjs|cjs|md|sql)$/;
const CODE_FOLDERS = new Set(
  REPOSITORY.filter((entry) => /^(src|tests|docs|scripts)(\/|$)/.test(entry) || entry === '.ci').flatMap((entry) => entry.split('/')),
);
const NAMED_PATH = /`([\w./-]+)`/g;

function isCodePath(named: string): boolean {
  if (named.startsWith('.')) return false;
  if (CODE_EXTENSION.test(named)) return true;
  if (/\.\w+$/.test(named)) return false;
  return named.includes('/') && CODE_FOLDERS.has(named.split('/')[0]!);
}

// A decision's context tells how things stood when it was taken; the rest must hold today.
const DECISION_CONTEXT = /^(?:## Context|\*\*Context\.\*\*)[\s\S]*?(?=^(?:## Decision|\*\*Decisions?\.?\*\*))/m;

function withoutHistory(doc: string): string {
  return doc.startsWith('docs/decisions/') ? read(doc).replace(DECISION_CONTEXT, '') : read(doc);
}

/** Code paths a doc names in backticks that exist nowhere; a doc may still name a moved file as `old` (moved to `new`) or `old` → `new`. */
function findMissingPaths(doc: string): string[] {
  const text = withoutHistory(doc).replace(/`[^`]+`\s*\((?:moved to|now|removed|renamed to)[^)]*\)|`[^`]+`(?=\s*→)/g, '');
  const named = [...text.matchAll(NAMED_PATH)].map((match) => match[1]!.replace(/^\.\//, '').replace(/\/$/, ''));
  return named.filter(isCodePath).filter((name) => !REPOSITORY.some((entry) => entry === name || entry.endsWith(`/${name}`)));
}

describe('docs', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    expect(findMissingPaths(doc)).toEqual([]);
  });

  it('numbers the decisions without a gap, each with its date and status under the title', () => {
    const decisions = readdirSync(path.join(ROOT, 'docs/decisions'))
      .filter((name) => /^\d{3}-/.test(name))
      .sort();
    decisions.forEach((name, index) => {
      const number = String(index + 1).padStart(3, '0');
      expect(name.startsWith(`${number}-`), `${name} should be decision ${number}`).toBe(true);
      const [title, , header] = read(`docs/decisions/${name}`).split('\n');
      expect(title, name).toMatch(new RegExp(`^# ${number}\\b`));
      expect(header, name).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/);
    });
  });
});

const folders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

// A health check has no screen; the notification bell is in every screen's header, so the client
// keeps it with the header (components/layout/notifications-popover.tsx, lib/notifications-api.ts);
// the landing page has no API of its own.
const SERVER_ONLY_FEATURES = ['health', 'notifications'];
const CLIENT_ONLY_FEATURES = ['landing'];
// Schemas every feature may use: ids, request text, salaries, an alert's frequency.
const GENERIC_SCHEMAS = ['alert-frequency', 'id', 'salary', 'text'];

describe('feature names', () => {
  const serverFeatures = folders('src/server/features');
  const clientFeatures = folders('src/client/features');

  it('are the same on the server and the client', () => {
    expect(clientFeatures.filter((name) => !CLIENT_ONLY_FEATURES.includes(name))).toEqual(
      serverFeatures.filter((name) => !SERVER_ONLY_FEATURES.includes(name)),
    );
  });

  it('give each query file a name no other query file has', () => {
    const queryFiles = REPOSITORY.filter((entry) => entry.startsWith('src/server/') && entry.endsWith('.queries.ts')).map((entry) =>
      path.basename(entry),
    );
    expect(queryFiles.filter((name, index) => queryFiles.indexOf(name) !== index)).toEqual([]);
  });

  it('name the shared schema files: one per feature, beside a few generic ones', () => {
    const schemaFiles = readdirSync(path.join(ROOT, 'src/shared/schemas'))
      .filter((name) => !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    const featuresWithApi = serverFeatures.filter((name) => name !== 'health');
    expect(schemaFiles).toEqual([...featuresWithApi, ...GENERIC_SCHEMAS].sort());
  });
});
