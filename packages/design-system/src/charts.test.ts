import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const chartLibraries = /^(apexcharts|react-apexcharts)(\/|$)/;

/**
 * Every module reached from an entry through relative imports (static, re-exports and lazy
 * `import()`), and every package those modules import.
 */
function reach(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"\s]+)['"]/gm)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(srcDir, entry));
  return { files: [...files].map((file) => path.relative(srcDir, file)), packages: [...packages] };
}

describe('the charts subpath', () => {
  it('should keep ApexCharts and the progress chart out of everything the main entry reaches', () => {
    const main = reach('index.ts');
    expect(main.files.length).toBeGreaterThan(50);
    expect(main.packages.filter((name) => chartLibraries.test(name))).toEqual([]);
    expect(main.files.filter((file) => file.startsWith(`ProgressChart${path.sep}`))).toEqual([]);
  });

  it('should reach ApexCharts from the charts entry, lazily', () => {
    const charts = reach('charts.ts');
    expect(charts.packages).toEqual(expect.arrayContaining(['apexcharts/line', 'react-apexcharts/core']));
    const eager = readFileSync(path.join(srcDir, 'ProgressChart/ProgressChart.tsx'), 'utf8');
    expect(eager).not.toMatch(/from\s+['"](react-)?apexcharts/);
  });
});
