/**
 * Prints the figures the layout is held to: long functions, route files that do a use case's work,
 * imports between the rooms that must not lean on each other, and folders per feature on each tier.
 * Run: node --import tsx scripts/structure-report.ts
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const LONG_FUNCTION_LINES = 80;

function listFiles(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && statSync(path.join(absolute, name)).isFile())
    .map((name) => path.join(dir, name));
}

const isTest = (file: string) => /\.(test|e2e)\.tsx?$/.test(file);
const sourceFiles = listFiles('src').filter((file) => !isTest(file));

type LongFunction = { file: string; name: string; lines: number };

function findLongFunctions(file: string): LongFunction[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (lines > LONG_FUNCTION_LINES) found.push({ file, name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `callback of ${parent.expression.getText().slice(0, 40)}`;
  return '(anonymous)';
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    if (specifier.startsWith('#server/')) return path.join('src/server', specifier.slice('#server/'.length));
    if (specifier.startsWith('#shared/')) return path.join('src/shared', specifier.slice('#shared/'.length));
    if (specifier.startsWith('.')) return path.join(path.dirname(file), specifier);
    return specifier;
  });
}

function countImports(fromRoom: string, toRoom: string): number {
  return sourceFiles
    .filter((file) => file.startsWith(fromRoom))
    .flatMap(importsOf)
    .filter((target) => target.startsWith(toRoom)).length;
}

function featureFolders(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const longFunctions = sourceFiles.flatMap(findLongFunctions).sort((a, b) => b.lines - a.lines);
const routeFiles = sourceFiles.filter((file) => file.endsWith('.routes.ts'));
const routeFilesDoingUseCases = routeFiles.filter((file) => {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return /\.transaction\(/.test(text) || /\b(writeAuditLog|recordAudit|insertAuditLog|auditLog)\w*\(/.test(text);
});
const engineRooms = ['src/server/resume-engine', 'src/server/matching'];

console.log(`functions over ${LONG_FUNCTION_LINES} lines: ${longFunctions.length}`);
for (const fn of longFunctions) console.log(`  ${fn.lines}\t${fn.name}\t${fn.file}`);
console.log(`route files with transactions or audit writes: ${routeFilesDoingUseCases.length} of ${routeFiles.length}`);
for (const file of routeFilesDoingUseCases) console.log(`  ${file}`);
for (const engine of engineRooms) {
  console.log(`imports lib -> ${engine}: ${countImports('src/server/lib', engine)}`);
  console.log(`imports ${engine} -> lib: ${countImports(engine, 'src/server/lib')}`);
  console.log(`imports db -> ${engine}: ${countImports('src/server/db', engine)}`);
}
const serverFeatures = featureFolders('src/server/features');
const clientFeatures = featureFolders('src/client/features');
console.log(`server features (${serverFeatures.length}): ${serverFeatures.join(' ')}`);
console.log(`client features (${clientFeatures.length}): ${clientFeatures.join(' ')}`);
