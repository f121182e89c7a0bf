import { describe, expect, it } from 'vitest';
import { findProblems, headingAnchors, productSections, type Targets } from './check-citations.ts';

const product = [
  '# The product',
  '',
  '## 1. What',
  '',
  '## 2. Screens and routes',
  '',
  '### Home',
  '',
  '## 9. Constants',
].join('\n');

const files = new Set(['docs/product.md', 'docs/architecture.md', 'docs/decisions', 'docs/decisions/0015-app-code.md']);
const targets: Targets = {
  productSections: productSections(product),
  anchors: new Map([
    ['docs/product.md', headingAnchors(product)],
    ['docs/architecture.md', headingAnchors('# Architecture\n\n## The site\n\n## Dependencies point one way\n')],
    ['docs/decisions/0015-app-code.md', headingAnchors('# 0015 — App code\n\n## Context\n')],
  ]),
  decisions: new Set(['0015']),
  exists: (repoPath) => files.has(repoPath),
};

const problemsIn = (text: string, file = 'src/a.ts') => findProblems(file, text, targets).map((p) => p.message);

describe('headingAnchors', () => {
  it('should write anchors as GitHub does, numbering repeated headings', () => {
    const anchors = headingAnchors('# A title\n## 5. Validation rules\n### `code` and "E-mail"\n## Home\n## Home\n');
    expect([...anchors]).toEqual(['a-title', '5-validation-rules', 'code-and-e-mail', 'home', 'home-1']);
  });

  it('should skip headings inside fenced code', () => {
    expect([...headingAnchors('# Real\n```md\n# Not a heading\n```\n')]).toEqual(['real']);
  });
});

describe('productSections', () => {
  it('should read the numbered sections of the product document', () => {
    expect([...productSections(product)]).toEqual(['1', '2', '9']);
  });
});

describe('findProblems', () => {
  it('should accept citations that resolve inside the repository', () => {
    const text = [
      '/** Home: the banner (product §2 Home, §9). */',
      '// Product §1: the terms.',
      '/* Sanitized first (docs/architecture.md#the-site), one way (docs/architecture.md#dependencies-point-one-way). */',
      '// See decision 0015 and docs/decisions/0015, docs/decisions/0015-app-code.md#context, docs/decisions/.',
    ].join('\n');
    expect(problemsIn(text)).toEqual([]);
  });

  it('should refuse a product section that does not exist', () => {
    expect(problemsIn('// product §10')).toEqual(['docs/product.md has no §10']);
    expect(problemsIn('// product §2, §7')).toEqual(['docs/product.md has no §7']);
  });

  it('should refuse a bare § that does not say whose section it is', () => {
    expect(problemsIn('// as §2 says')).toEqual(['a citation of a section says whose it is: "product §N"']);
  });

  it('should accept bare § in the product document, which cites itself', () => {
    expect(problemsIn('See §9.', 'docs/product.md')).toEqual([]);
  });

  it('should refuse an anchor, a file or a decision that does not exist', () => {
    expect(problemsIn('// docs/architecture.md#the-api')).toEqual([
      'docs/architecture.md has no heading with the anchor #the-api',
    ]);
    expect(problemsIn('// docs/design.md')).toEqual(['docs/design.md does not exist']);
    expect(problemsIn('// decision 0099')).toEqual(['no decision record 0099']);
    expect(problemsIn('// docs/decisions/0099')).toEqual(['no decision record 0099']);
  });

  it('should resolve relative links between documents', () => {
    expect(problemsIn('[site](architecture.md#the-site) [home](#home)', 'docs/product.md')).toEqual([]);
    expect(problemsIn('[x](../architecture.md#nowhere)', 'docs/decisions/README.md')).toEqual([
      'docs/architecture.md has no heading with the anchor #nowhere',
    ]);
  });

  it.each([
    ['spec §5', '// spec §5 rules'],
    ['Spec section 2', '/** Spec section 2: sticky. */'],
    ['DESIGN.md', '// (DESIGN.md "The site")'],
    ['shared/TOOLCHAIN.md', '// (shared/TOOLCHAIN.md)'],
    ['STYLE.md', '// static styles (STYLE.md)'],
    ['../shared/spec', '// ../shared/spec/product-spec.md'],
  ])('should refuse a citation of a document outside the repository: %s', (_, text) => {
    const problems = problemsIn(text);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/outside the repository/);
  });

  it.each([
    ['issue 7', '// the budget (issue 7)'],
    ['Issue 10', 'Issue 10: 5,000 reviewees'],
    ['an issue number across a line break', ' * sends (issue\n * 7: content paints)'],
    ['PR #12', '// since PR #12'],
    ['(#123)', '// fixed upstream (#123)'],
  ])('should refuse an issue number: %s', (_, text) => {
    expect(problemsIn(text)).toEqual([expect.stringMatching(/^cites an issue number/)]);
  });

  it('should not take code imports of a shared folder or colours for citations', () => {
    expect(problemsIn("import { Field } from '../shared/fields.tsx';\nconst c = '#123456';")).toEqual([]);
  });

  it('should want a status, a date and the three sections in a decision record', () => {
    const record = [
      '# 0015 — App code',
      '',
      '- Status: Superseded by 0016',
      '- Date: 2026-11-23',
      '',
      '## Context',
      '## Decision',
      '## Consequences',
    ].join('\n');
    expect(problemsIn(record, 'docs/decisions/0015-app-code.md')).toEqual([]);
    expect(problemsIn('# 0015 — App code\n\n## Context\n## Decision\n', 'docs/decisions/0015-app-code.md')).toEqual([
      expect.stringMatching(/Status/),
      expect.stringMatching(/Date/),
      expect.stringMatching(/Consequences/),
    ]);
  });

  it('should report the line of each problem', () => {
    expect(findProblems('src/a.ts', 'const a = 1;\n\n// issue 9\n', targets)).toEqual([
      { file: 'src/a.ts', line: 3, message: expect.stringMatching(/issue number/) },
    ]);
  });
});
