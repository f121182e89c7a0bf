/**
 * Fails when a component in Storybook's build has a prop without a description, or no
 * description of its own (decision 0042). Run after `storybook build`: the components are the
 * ones the build's `index.json` names (each story file's `component`), and their props are what
 * react-docgen, the same parser and resolver Storybook's props tables use, reads from each
 * component file. It also fails when the build carries no docgen output for them, so a props
 * table that went empty (docgen switched off or skipping files) is caught too.
 *
 * `node scripts/check-prop-docs.ts [storybook-static]`; `--list` prints every component's count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtinHandlers, builtinResolvers, makeFsImporter, parse, type Documentation } from 'react-docgen';

const args = process.argv.slice(2);
const list = args.includes('--list');
const outDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'storybook-static');

interface IndexEntry {
  type: 'story' | 'docs';
  componentPath?: string;
}
const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const storyComponents = new Set(
  Object.values(index.entries)
    .map((entry) => entry.componentPath)
    .filter((file): file is string => typeof file === 'string')
    .map((file) => path.resolve(file)),
);
/*
 * And every component file the published packages export, so a component without a story (the
 * provider, a footer's store badge) is held to the same rule. A file of theirs where react-docgen
 * finds no component (a global style, a hook) is not one.
 */
const exported = new Set(
  ['packages/design-system/src', 'packages/forms/src'].flatMap((dir) =>
    [...readFileSync(path.join(dir, 'index.ts'), 'utf8').matchAll(/^export \{[^}]*\} from '(\.\/[^']+\.tsx)'/gm)].map(
      (match) => path.resolve(dir, match[1]!),
    ),
  ),
);
const componentFiles = [...new Set([...storyComponents, ...exported])].sort();

// The same resolver as Storybook's react-docgen plugin: every exported component of the file.
const resolver = new builtinResolvers.FindExportedDefinitionsResolver();
const handlers = Object.values(builtinHandlers);
const importer = makeFsImporter();

/*
 * The product's components carry usage guidance in their description, which heads their docs
 * page: when to use one, when not to, and what it does for accessibility (decision 0042).
 */
const productComponents = new Set([
  'AnnouncementArticle',
  'AnnouncementCard',
  'BannerCarousel',
  'CountdownTimer',
  'EnrollmentCard',
  'ExamPalette',
  'ExamProgress',
  'ExamQuestion',
  'ExamSubmitSummary',
  'FileUploader',
  'GuideDialog',
  'LecturerCard',
  'LoadMore',
  'NotFound',
  'OfferingCard',
  'PaymentSummary',
  'PesoPrice',
  'PrintableSummary',
  'ProgressChart',
  'ResultPanel',
  'SiteFooter',
  'SiteHeader',
  'WizardStepper',
]);
const guidance = ['**When to use:**', '**When not to:**', '**Accessibility:**'];

const rel = (file: string) => path.relative(process.cwd(), file);
const problems: string[] = [];
let components = 0;
let props = 0;
let guided = 0;
for (const file of componentFiles) {
  const filename = path.resolve(file);
  let docs: Documentation[];
  try {
    docs = parse(readFileSync(filename, 'utf8'), { resolver, handlers, importer, filename });
  } catch (error) {
    if (storyComponents.has(file)) problems.push(`${rel(file)}: react-docgen found no component (${String(error)})`);
    continue;
  }
  for (const doc of docs) {
    const name = doc.displayName ?? '(anonymous)';
    const entries = Object.entries(doc.props ?? {});
    const missing = entries.filter(([, prop]) => !prop.description?.trim()).map(([prop]) => prop);
    components += 1;
    props += entries.length;
    if (!doc.description?.trim()) problems.push(`${rel(file)}: ${name} has no description`);
    const lacking = productComponents.has(name) ? guidance.filter((part) => !doc.description?.includes(part)) : [];
    if (lacking.length) problems.push(`${rel(file)}: ${name}'s description lacks ${lacking.join(', ')}`);
    guided += productComponents.has(name) ? 1 : 0;
    if (missing.length) problems.push(`${rel(file)}: ${name} has props without a description: ${missing.join(', ')}`);
    if (list)
      console.log(`${name.padEnd(28)} ${String(entries.length).padStart(3)} props, ${missing.length} undescribed`);
  }
}

// The build itself must carry the tables: Storybook appends `X.__docgenInfo = {...}` to each
// component it documented. Fewer than one per component file means docgen skipped files.
const built = readdirSync(path.join(outDir, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .reduce(
    (count, file) =>
      count + (readFileSync(path.join(outDir, 'assets', file), 'utf8').match(/__docgenInfo\s*=/g) ?? []).length,
    0,
  );
if (guided < productComponents.size)
  problems.push(`${productComponents.size - guided} product components were not found`);
if (storyComponents.size === 0) problems.push(`${outDir}/index.json names no component`);
if (built < storyComponents.size) {
  problems.push(`the build documents ${built} components, fewer than the ${storyComponents.size} its stories name`);
}

if (problems.length) {
  console.error(`${problems.length} problem(s) in the props tables:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Props tables: ${components} components in ${componentFiles.length} files, ${props} props, every one described (${built} in the build); usage guidance on ${guided} product components.`,
);
