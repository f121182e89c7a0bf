/**
 * Import cycles, type imports included, in every package's and app's source: ESLint's
 * import-x/no-cycle skips `import type`, and a cycle through types still ties layers together
 * (the API's audit, http, config and settings modules once formed one). Lists each cycle's files
 * and exits 1 when there is one. Usage: node scripts/check-cycles.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const roots = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(folder).map((name) => path.resolve(folder, name, 'src')),
);

/** Every .ts and .tsx file below `folder`. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each file's relative imports and re-exports (values, types and dynamic imports alike). */
function graphOf(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles
        .map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.resolve(path.dirname(file), specifier))
        .filter((target) => existsSync(target)),
    );
  }
  return graph;
}

/** The groups of files that import each other, directly or not (Tarjan's strongly connected components). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

const cycles = roots.filter((root) => existsSync(root)).flatMap((root) => cyclesOf(graphOf(sources(root))));
for (const cycle of cycles) {
  console.log(`An import cycle: ${cycle.map((file) => path.relative(process.cwd(), file)).join(' → ')}`);
}
console.log(cycles.length === 0 ? 'No import cycle, type imports included.' : `${cycles.length} import cycles.`);
process.exit(cycles.length === 0 ? 0 : 1);
