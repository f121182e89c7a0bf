import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Chunks that import each other, statically, in a cycle. The bundler's automatic splitting can
 * produce one (a shared chunk re-exporting a binding of a chunk that imports it back), and then
 * the order in which a page evaluates them decides whether a module reads another's top-level
 * value before it exists: a page that worked in one navigation order crashed in another. The
 * build fails on any cycle, so the order never matters.
 */
export function chunkCycles(assetsDir: string): string[][] {
  const chunks = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  const imports = new Map(
    chunks.map((file) => {
      const code = readFileSync(path.join(assetsDir, file), 'utf8');
      const specifiers = [...code.matchAll(/(?:from\s*|import\s*)"\.\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
      return [file, specifiers];
    }),
  );
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const seen = trail.indexOf(file);
    if (seen >= 0) return void cycles.push([...trail.slice(seen), file]);
    if (done.has(file)) return;
    for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of chunks) visit(file, []);
  return cycles;
}
