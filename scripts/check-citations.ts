/**
 * Keeps every citation in the repository resolving inside it (docs/style.md#comments):
 *
 * - `product §N` (and further `§N` on the same line) must name a section of docs/product.md;
 *   the first `§` of a line must say whose section it is (`product §N`);
 * - `docs/<file>.md#<anchor>` must name an existing file and one of its headings' anchors, and a
 *   relative link between the docs likewise;
 * - `decision NNNN` and `docs/decisions/NNNN` must name an existing decision record;
 * - every decision record has its Status and Date lines and its Context, Decision and
 *   Consequences sections;
 * - nothing may cite an issue or pull-request number, or a document outside the repository (the
 *   product owner's spec as "spec §N", DESIGN.md, STYLE.md, TOOLCHAIN.md, ../shared/...).
 *
 *   node scripts/check-citations.ts          every tracked source and document file
 *   node scripts/check-citations.ts FILE...  only these
 *
 * Prints `file:line: problem` for each problem and exits with 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Problem {
  file: string;
  line: number;
  message: string;
}

/** What citations may point at: the product's sections, each doc's anchors, the decisions. */
export interface Targets {
  /** Section numbers of docs/product.md: '1' ... '9' (and '2.1' style ones if ever added). */
  productSections: ReadonlySet<string>;
  /** Anchors of every Markdown file under docs/, by repository-relative path. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Numbers of the decision records ('0001', ...). */
  decisions: ReadonlySet<string>;
  /** Whether a repository-relative path exists (file or folder). */
  exists: (repoPath: string) => boolean;
}

/** Files scanned: sources, configuration and documents. */
const SCANNED = [
  '*.ts',
  '*.tsx',
  '*.js',
  '*.mjs',
  '*.cjs',
  '*.md',
  '*.mdx',
  '*.yaml',
  '*.yml',
  '*.css',
  '*.html',
  '*.sh',
];
/** This check and its test quote the forms they refuse. */
const NOT_SCANNED = new Set(['scripts/check-citations.ts', 'scripts/check-citations.test.ts', 'pnpm-lock.yaml']);
/** The one file where a bare `§N` is at home: the product document citing itself. */
const PRODUCT = 'docs/product.md';

/**
 * A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces to hyphens;
 * a repeated heading gets `-1`, `-2`, ...
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Section numbers of the product document: headings such as `## 5. Validation rules`. */
export function productSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s/gm)) sections.add(match[1]!);
  return sections;
}

/** Reads the targets from a checkout. */
function loadTargets(root: string): Targets {
  const anchors = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) anchors.set(rel, headingAnchors(readFileSync(path.join(root, rel), 'utf8')));
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  const product = path.join(root, PRODUCT);
  const decisionsDir = path.join(root, 'docs/decisions');
  return {
    productSections: existsSync(product) ? productSections(readFileSync(product, 'utf8')) : new Set(),
    anchors,
    decisions: new Set(
      existsSync(decisionsDir)
        ? readdirSync(decisionsDir)
            .map((name) => /^(\d{4})-.*\.md$/.exec(name)?.[1])
            .filter((n): n is string => n !== undefined)
        : [],
    ),
    exists: (repoPath) => existsSync(path.join(root, repoPath)),
  };
}

/** Forms that point outside the repository, and what to write instead. */
const OUTSIDE: readonly { pattern: RegExp; message: string }[] = [
  {
    pattern: /\b[Ss]pec(?:'s)?\s+(?:§|sections?\s+\d)/g,
    message: 'cites the spec outside the repository: write "product §N" (docs/product.md)',
  },
  {
    pattern: /\bproduct spec, section \d/g,
    message: 'cites the spec outside the repository: write "product §N" (docs/product.md)',
  },
  {
    pattern: /(?<![\w/-])(?:\.\.\/)*(?:shared\/)?(?:DESIGN|STYLE|TOOLCHAIN)\.md\b/g,
    message:
      'cites a note outside the repository: write docs/architecture.md, docs/style.md or docs/toolchain.md#<anchor>',
  },
  {
    pattern: /(?:\.\.\/)+shared\/(?:spec|[A-Z]+\.md)|\/work\/shared\b|\bproduct-spec\.md\b/g,
    message: 'cites a document outside the repository',
  },
  {
    pattern: /\b(?:issues?|pull requests?|PRs?|tickets?)(?:[\s*/]|\/\/)*#?\d+\b/gi,
    message: 'cites an issue number: say what the requirement is, or cite the doc section that holds it',
  },
  {
    pattern: /(?<![\w&/])\(#\d+\)/g,
    message: 'cites an issue number: say what the requirement is, or cite the doc section that holds it',
  },
];

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Resolves `docs/x.md#anchor` (or a folder, or `docs/decisions/NNNN`) against the targets. */
function checkDocPath(target: string, targets: Targets): string | undefined {
  const [file = '', anchor] = target.split('#');
  const decision = /^docs\/decisions\/(\d{4})(?:-[\w.-]*)?$/.exec(file);
  if (decision && !file.endsWith('.md')) {
    return targets.decisions.has(decision[1]!) ? undefined : `no decision record ${decision[1]}`;
  }
  if (!targets.exists(file)) return `${file} does not exist`;
  if (anchor === undefined) return undefined;
  const anchors = targets.anchors.get(file);
  if (!anchors) return `${file} has no headings to link to`;
  return anchors.has(anchor) ? undefined : `${file} has no heading with the anchor #${anchor}`;
}

/** Every problem with the citations in one file's text. */
export function findProblems(file: string, text: string, targets: Targets): Problem[] {
  const problems: Problem[] = [];
  const report = (index: number, message: string) => problems.push({ file, line: lineOf(text, index), message });

  for (const { pattern, message } of OUTSIDE) {
    for (const match of text.matchAll(pattern)) report(match.index, `${message} ("${match[0].replace(/\s+/g, ' ')}")`);
  }

  // product §N: the section exists, and a line's first § says whose it is.
  let offset = 0;
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(/§\s?(\d+(?:\.\d+)*)/g)) {
      if (!targets.productSections.has(match[1]!)) report(offset + match.index, `docs/product.md has no §${match[1]}`);
    }
    const first = line.indexOf('§');
    // ("spec §N" is reported above, as a citation outside the repository.)
    if (first !== -1 && file !== PRODUCT && !/(?:[Pp]roduct|[Ss]pec)\s$/.test(line.slice(0, first))) {
      report(offset + first, 'a citation of a section says whose it is: "product §N"');
    }
    offset += line.length + 1;
  }

  // docs/<path>[#anchor], from anywhere.
  for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w-](?:#[\w-]+)?/g)) {
    const problem = checkDocPath(match[0], targets);
    if (problem) report(match.index, problem);
  }

  // Relative links between documents: [text](other.md#anchor).
  if (file.endsWith('.md') || file.endsWith('.mdx')) {
    for (const match of text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s]+?)\)/g)) {
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!));
      const problem = checkDocPath(resolved, targets);
      if (problem) report(match.index, problem);
    }
    for (const match of text.matchAll(/\]\(#([\w-]+)\)/g)) {
      if (!targets.anchors.get(file)?.has(match[1]!))
        report(match.index, `${file} has no heading with the anchor #${match[1]}`);
    }
  }

  // decision NNNN, decisions NNNN and NNNN.
  for (const match of text.matchAll(/\b[Dd]ecisions?\s+((?:\d{4}(?:,\s*|\s+and\s+|\s*)?)+)/g)) {
    for (const number of match[1]!.match(/\d{4}/g) ?? []) {
      if (!targets.decisions.has(number)) report(match.index, `no decision record ${number}`);
    }
  }

  // A decision record carries its status and date, and says why, what and what follows.
  if (/^docs\/decisions\/\d{4}-[^/]*\.md$/.test(file)) {
    const required: readonly [RegExp, string][] = [
      [
        /^- Status: (?:Proposed|Accepted|Superseded by \S.*)$/m,
        'a "- Status: Accepted" (or Proposed, Superseded by NNNN) line',
      ],
      [/^- Date: \d{4}-\d{2}-\d{2}$/m, 'a "- Date: YYYY-MM-DD" line'],
      [/^## Context$/m, 'a "## Context" section'],
      [/^## Decision$/m, 'a "## Decision" section'],
      [/^## Consequences$/m, 'a "## Consequences" section'],
    ];
    for (const [pattern, what] of required) {
      if (!pattern.test(text)) report(0, `a decision record needs ${what} (docs/decisions/README.md)`);
    }
  }

  return problems;
}

/** Tracked files of the scanned kinds. */
function trackedFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...SCANNED], { cwd: root, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((file) => file && !NOT_SCANNED.has(file) && !file.includes('__screenshots__/'))
    .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());
}

function checkRepository(root: string, files = trackedFiles(root)): Problem[] {
  const targets = loadTargets(root);
  return files.flatMap((file) => findProblems(file, readFileSync(path.join(root, file), 'utf8'), targets));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = process.argv.slice(2).map((file) => path.relative(root, path.resolve(file)));
  const problems = checkRepository(root, files.length ? files : undefined);
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.message}`);
  console.log(problems.length ? `\n${problems.length} citation problems.` : 'Every citation resolves.');
  process.exit(problems.length ? 1 : 0);
}
