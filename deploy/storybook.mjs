// The design system's static Storybook (`npm run build-storybook` → shared-ui/storybook-static/) as the
// build and publishing see it (docs/design-system.md, docs/deploy.md):
//
//   - its figures, read from the built site's index.json (every entry, `type` 'docs' or 'story'), which
//     the build prints:   node deploy/storybook.mjs counts <static dir>
//   - its pages without inline scripts, for publishing under /storybook/ with `script-src 'self'`
//     (deploy.mjs's publishStorybook moves each one into a file of its own beside the page).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The figures of a built Storybook from its index.json: the components with a docs page (the docs
 * entries Storybook generated from a story file tagged `autodocs`), every docs page (those and the
 * MDX pages), the story files and the stories.
 *
 * @param {{ entries?: Record<string, { type: string, importPath: string, tags?: string[] }> }} index
 * @returns {{ components: number, docsPages: number, storyFiles: number, stories: number }}
 */
export function storybookCounts(index) {
  const entries = Object.values(index?.entries ?? {});
  if (!entries.length) throw new Error('index.json lists no entry: is it a Storybook build?');
  const docs = entries.filter((e) => e.type === 'docs');
  const stories = entries.filter((e) => e.type === 'story');
  return {
    components: docs.filter((e) => e.tags?.includes('autodocs')).length,
    docsPages: docs.length,
    storyFiles: new Set(stories.map((e) => e.importPath)).size,
    stories: stories.length,
  };
}

/** The line the build prints. */
export function describeCounts({ components, docsPages, storyFiles, stories }) {
  const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  return `Storybook: ${plural(components, 'component', 'components')} with a docs page (${plural(docsPages, 'docs page', 'docs pages')} in all), ${plural(storyFiles, 'story file', 'story files')}, ${plural(stories, 'story', 'stories')}.`;
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/**
 * A page with each inline script moved into a file of its own, named by its content's hash
 * (`sb-inline-<hash>.js`, beside the page, so a module's relative imports resolve as before), and
 * loaded from there with the same attributes: the page then runs under `script-src 'self'`.
 *
 * @param {string} html
 * @returns {{ html: string, files: { name: string, text: string }[] }}
 */
export function externalizeInlineScripts(html) {
  const files = [];
  const out = html.replace(INLINE_SCRIPT, (whole, attributes = '', body) => {
    if (/\ssrc\s*=/i.test(attributes)) return whole;
    if (!body.trim()) return '';
    const name = `sb-inline-${crypto.createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
    if (!files.some((f) => f.name === name)) files.push({ name, text: body });
    return `<script${attributes} src="./${name}"></script>`;
  });
  return { html: out, files };
}

/** Moves the inline scripts of every page at the top of a Storybook's static folder into files (in place). */
export function externalizeStorybookPages(dir) {
  for (const page of fs.readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const file = path.join(dir, page);
    const { html, files } = externalizeInlineScripts(fs.readFileSync(file, 'utf8'));
    for (const f of files) fs.writeFileSync(path.join(dir, f.name), f.text);
    fs.writeFileSync(file, html);
  }
}

function main(argv) {
  const [command, dir] = argv;
  if (command !== 'counts' || !dir) throw new Error('usage: node deploy/storybook.mjs counts <static dir>');
  const file = path.join(dir, 'index.json');
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run npm run build-storybook`);
  console.log(describeCounts(storybookCounts(JSON.parse(fs.readFileSync(file, 'utf8')))));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
