// Every component of the design system has its docs page (issue 37, items 1 and 2): each story file of
// shared-ui has `tags: ['autodocs']`, a description with what it is for, do's and don'ts and its
// accessibility (storybook/componentDocs.ts), a story or a reason for each state (empty, loading,
// error, disabled, long text), its own texts in both languages, and a story pinned to Catalan. A new
// component cannot land without them.
import { describe, expect, it } from 'vitest';
import { COMPONENT_STATES, componentTexts, type DesignSystemParameters } from './componentDocs';

type StoryModule = Record<string, unknown>;
interface MetaLike {
  tags?: string[];
  parameters?: { docs?: { description?: { component?: string } }; designSystem?: DesignSystemParameters };
  decorators?: unknown[];
}

/** The parts a description must have, as componentDocs writes them. */
const PARTS = ['### Use it for', '### Do', "### Don't", '### Accessibility', '### States', '### Texts (ES and CA)'];

/** Whether a decorator pins Catalan (`inLanguage('ca')`). */
const pinsCatalan = (decorator: unknown) => typeof decorator === 'function' && (decorator as { lang?: string }).lang === 'ca';

/** What a story file lacks of its docs page; nothing when it is complete. */
function docsGaps(module: StoryModule): string[] {
  const gaps: string[] = [];
  const meta = (module.default ?? {}) as MetaLike;
  const stories = Object.keys(module).filter((name) => name !== 'default' && !name.startsWith('__'));
  if (!meta.tags?.includes('autodocs')) gaps.push("no tags: ['autodocs']");
  const description = meta.parameters?.docs?.description?.component ?? '';
  // Each part is a heading line of its own ('### Don't' holds '### Do': a line is matched whole).
  const headings = new Set(description.split('\n').map((line) => line.trim()));
  for (const part of PARTS) if (!headings.has(part)) gaps.push(`no '${part.slice(4)}' in its description`);
  const ds = meta.parameters?.designSystem;
  if (!ds) gaps.push('no componentDocs(…) in its parameters');
  for (const state of COMPONENT_STATES) {
    const coverage = ds?.states[state];
    if (coverage === undefined) gaps.push(`state '${state}': neither a story nor a reason`);
    else if (typeof coverage === 'string' && !stories.includes(coverage)) gaps.push(`state '${state}': no story '${coverage}'`);
    else if (typeof coverage === 'object' && coverage.none.trim().length < 10) gaps.push(`state '${state}': no reason given`);
  }
  for (const text of componentTexts(ds?.texts ?? [])) {
    if (text.es === null) gaps.push(`text '${text.key}' missing in ES`);
    if (text.ca === null) gaps.push(`text '${text.key}' missing in CA`);
  }
  const catalan = stories.filter((name) => name.endsWith('Catalan'));
  if (catalan.length === 0) gaps.push('no story named Catalan (or …Catalan)');
  for (const name of catalan) {
    const story = module[name] as { decorators?: unknown[] } | undefined;
    if (!(story?.decorators ?? []).some(pinsCatalan) && !(meta.decorators ?? []).some(pinsCatalan)) gaps.push(`story '${name}' not pinned to Catalan (decorators: [inLanguage('ca')])`);
  }
  return gaps;
}

const files = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

describe("the design system's docs pages", () => {
  it('finds the story files', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(44);
  });

  for (const [file, module] of Object.entries(files)) {
    it(`${file.replace(/^\.\.\//, '')} has its docs page, every state and a Catalan story`, () => {
      expect(docsGaps(module)).toEqual([]);
    });
  }

  it('tells what a story file lacks', () => {
    expect(docsGaps({ default: { tags: [] }, Default: {} })).toEqual(
      expect.arrayContaining(["no tags: ['autodocs']", "no 'Do' in its description", "no 'Accessibility' in its description", 'no story named Catalan (or …Catalan)']),
    );
    const described = {
      tags: ['autodocs'],
      parameters: {
        docs: { description: { component: PARTS.join('\n\nSome text.\n\n') } },
        designSystem: { states: { empty: 'Empty', loading: { none: '' }, error: 'Error', disabled: { none: 'a badge cannot be disabled' } }, texts: ['frame.nothing'] },
      },
    };
    expect(docsGaps({ default: described, Empty: {}, Catalan: {} })).toEqual([
      "state 'loading': no reason given",
      "state 'error': no story 'Error'",
      "state 'longText': neither a story nor a reason",
      "text 'frame.nothing' missing in ES",
      "text 'frame.nothing' missing in CA",
      "story 'Catalan' not pinned to Catalan (decorators: [inLanguage('ca')])",
    ]);
  });
});
