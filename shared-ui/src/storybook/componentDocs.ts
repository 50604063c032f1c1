// A design-system component's docs page (issue 37): what it is for, do's and don'ts, what it guarantees
// for accessibility, which story shows each state (or why a state does not apply), and its own texts in
// Spanish and Catalan read from the i18n resources, so a text stays written once (shared-ui/src/i18n.ts).
// The story file's meta spreads `componentDocs({...})` into its `parameters`; the autodocs page shows it
// as the component's description above the props table. storybook/docs-coverage.test.ts holds every
// story file of shared-ui to it.
import { i18n } from '@dapcon/shared-sdk';
// Every bundle of the 'ui' namespace, whichever entry point brings it, so any page can list its texts.
import '../i18n';
import '../editor/editorTexts';
import '../reference/companyTexts';

/** The states every component is shown in, or says why it has none of them (docs/design-system.md). */
export const COMPONENT_STATES = ['empty', 'loading', 'error', 'disabled', 'longText'] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

/** A state's name as the docs page and the stories write it. */
export const STATE_NAMES: Record<ComponentState, string> = {
  empty: 'Empty',
  loading: 'Loading',
  error: 'Error',
  disabled: 'Disabled',
  longText: 'LongText',
};

/** The story (its export's name) that shows a state, or why the state does not apply to the component. */
export type StateCoverage = string | { none: string };

/** What a component's docs page says. Markdown in every string. */
export interface ComponentDocsSpec {
  /** What it is for, in a sentence or two. */
  use: string;
  do: readonly string[];
  dont: readonly string[];
  /** What it guarantees: its name and label, the keyboard, the focus, what is announced. */
  accessibility: readonly string[];
  states: Record<ComponentState, StateCoverage>;
  /**
   * Its own texts: keys or key groups of the 'ui' namespace ('frame.skip', 'pagination'); another
   * namespace as 'common:frame.noDisponible'. Empty when every text is the owner's.
   */
  texts: readonly string[];
  /** What the texts part says besides (who gives the other texts). */
  textsNote?: string;
}

/** What the coverage test reads back from a story file's meta. */
export interface DesignSystemParameters {
  states: Record<ComponentState, StateCoverage>;
  texts: readonly string[];
}

type Resources = Record<string, unknown>;

/** The leaves under `path` of a language's bundle, as [key, text] pairs ('frame.skip', 'Saltar al contenido'). */
function leaves(bundle: unknown, path: string): [string, string][] {
  const node = path.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Resources)[part] : undefined), bundle);
  if (typeof node === 'string') return [[path, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.keys(node).flatMap((key) => leaves(bundle, `${path}.${key}`));
}

/** A text's key split into its namespace ('ui' unless it says) and its path. */
function splitKey(key: string): { ns: string; path: string } {
  const at = key.indexOf(':');
  return at < 0 ? { ns: 'ui', path: key } : { ns: key.slice(0, at), path: key.slice(at + 1) };
}

/** One text of a component in both languages; `null` where a language lacks it. */
export interface ComponentText {
  key: string;
  es: string | null;
  ca: string | null;
}

/**
 * The texts under the keys or key groups `keys`, in Spanish and Catalan, from the portal's i18n
 * resources.
 *
 * @example
 * componentTexts(['pagination.first']); // [{ key: 'pagination.first', es: 'Primera página', ca: 'Primera pàgina' }]
 */
export function componentTexts(keys: readonly string[]): ComponentText[] {
  return keys.flatMap((key) => {
    const { ns, path } = splitKey(key);
    const es = leaves(i18n.getResourceBundle('es', ns), path);
    const ca = new Map(leaves(i18n.getResourceBundle('ca', ns), path));
    const esKeys = new Set(es.map(([k]) => k));
    const rows: ComponentText[] = es.map(([k, text]) => ({ key: ns === 'ui' ? k : `${ns}:${k}`, es: text, ca: ca.get(k) ?? null }));
    for (const [k, text] of ca) if (!esKeys.has(k)) rows.push({ key: ns === 'ui' ? k : `${ns}:${k}`, es: null, ca: text });
    return rows.length > 0 ? rows : [{ key, es: null, ca: null }];
  });
}

/** A text as a markdown table cell: pipes escaped, nothing else touched. */
function cell(text: string | null): string {
  return text === null ? '—' : text.replace(/\|/g, '\\|');
}

/**
 * The component's texts as a markdown table (key, ES, CA).
 *
 * @example
 * textsTable(['wizard']); // '| key | ES | CA |\n|---|---|---|\n| `wizard.next` | Siguiente | Següent |…'
 */
export function textsTable(keys: readonly string[]): string {
  const rows = componentTexts(keys).map((t) => `| \`${t.key}\` | ${cell(t.es)} | ${cell(t.ca)} |`);
  return ['| key | ES | CA |', '|---|---|---|', ...rows].join('\n');
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

function statesPart(states: Record<ComponentState, StateCoverage>): string {
  return list(
    COMPONENT_STATES.map((state) => {
      const coverage = states[state];
      return typeof coverage === 'string' ? `**${STATE_NAMES[state]}**: the story *${coverage}*.` : `**${STATE_NAMES[state]}** does not apply: ${coverage.none}`;
    }),
  );
}

/**
 * A component's docs page: its description (markdown, with the parts 'Use it for', 'Do', 'Don't',
 * 'Accessibility', 'States' and 'Texts (ES and CA)'), and what the coverage test reads back.
 *
 * @example
 * const meta = {
 *   tags: ['autodocs'],
 *   component: Pagination,
 *   parameters: componentDocs({ use: '…', do: ['…'], dont: ['…'], accessibility: ['…'],
 *     states: { empty: { none: 'renders nothing' }, loading: { none: '…' }, error: { none: '…' }, disabled: 'OnePage', longText: { none: '…' } },
 *     texts: ['pagination'] }),
 * } satisfies Meta<typeof Pagination>;
 */
export function componentDocs(spec: ComponentDocsSpec): { docs: { description: { component: string } }; designSystem: DesignSystemParameters } {
  const texts =
    spec.texts.length > 0
      ? `${spec.textsNote ? `${spec.textsNote}\n\n` : ''}${textsTable(spec.texts)}`
      : (spec.textsNote ?? 'None of its own: every text it shows is given by its owner, in the interface language.');
  const component = [
    `### Use it for\n\n${spec.use}`,
    `### Do\n\n${list(spec.do)}`,
    `### Don't\n\n${list(spec.dont)}`,
    `### Accessibility\n\n${list(spec.accessibility)}`,
    `### States\n\n${statesPart(spec.states)}\n- **Catalan**: the stories whose name ends in *Catalan* are pinned to Catalan, whatever the toolbar says.`,
    `### Texts (ES and CA)\n\n${texts}`,
  ].join('\n\n');
  return { docs: { description: { component } }, designSystem: { states: spec.states, texts: spec.texts } };
}
