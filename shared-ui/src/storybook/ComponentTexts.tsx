import { i18n } from '@dapcon/shared-sdk';
import { componentTexts } from './componentDocs';

/** The groups of the design system's texts (namespace 'ui'): 'frame', 'pagination', 'editor'… */
export function uiTextGroups(): string[] {
  return Object.keys(i18n.getResourceBundle('es', 'ui') ?? {});
}

/**
 * A docs block: the design system's texts under `keys` (keys or groups of the 'ui' namespace), in
 * Spanish and Catalan, read from the i18n resources (shared-ui/src/i18n.ts and the entry points' own
 * bundles), so a text is written once. A missing translation shows as '—'.
 *
 * @example
 * <ComponentTexts keys={['pagination']} />
 */
export function ComponentTexts({ keys }: { keys: readonly string[] }) {
  const rows = componentTexts(keys);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">key</th>
          <th scope="col">ES</th>
          <th scope="col">CA</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              <code>{row.key}</code>
            </th>
            <td lang="es">{row.es ?? '—'}</td>
            <td lang="ca">{row.ca ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
