// A record's history (issue 36; docs/decisions.md 'The audit trail: changed fields and record
// history'): the audit trail's entries about one record, on the list kit (server paging), newest
// first: when (Madrid), who (and, in an impersonation, 'por' the administrator behind), what (a
// creation, a change, a deletion, an impersonation…) and the fields changed, old → new. A secret is
// shown as the API keeps it: '••••'. The area whose page shows it names its records' fields and kinds
// of record (`fieldLabel`, `entityLabel`); the rest of the texts are the design system's ('ui').
import type { ReactNode } from 'react';
import { chakra, Stack, Text } from '@dapcon/shared-ui';
import { HISTORIAL_SORTABLE, PORTAL_TIME_ZONE, toDisplayDate, type HistorialItem } from '@dapcon/contract/core';
import { useUiText } from '../i18n';
import type { DataTableColumn } from './DataTable';
import { ListTable } from './ListTable';
import type { ListEndpoint, ListQuery, ListRow } from './useListQuery';

const hora = new Intl.DateTimeFormat('es-ES', { timeZone: PORTAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** An instant as 'dd/mm/yyyy hh:mm:ss' in Madrid, whatever the browser's zone. */
export function historyTime(iso: string): string {
  return `${toDisplayDate(iso)} ${hora.format(new Date(iso))}`;
}

/** What an entry did: for a write, a creation (nothing before), a deletion (nothing after) or a change. */
export function historyAction(entry: Pick<HistorialItem, 'accion' | 'cambios'>): string {
  if (entry.accion !== 'escritura') return entry.accion;
  const cambios = Object.values(entry.cambios ?? {});
  if (cambios.length > 0 && cambios.every((c) => c.antes === null)) return 'creacion';
  if (cambios.length > 0 && cambios.every((c) => c.despues === null)) return 'eliminacion';
  return 'modificacion';
}

/** Props of {@link RecordHistory}. */
export interface RecordHistoryProps<E extends ListEndpoint> {
  /**
   * The record's history, from `useLocalListQuery` (or `useListQuery`) over a history endpoint of the
   * contract, whose rows are `HistorialItem`s (`historialEmpresa`, `historialConsultor`).
   */
  list: ListQuery<E>;
  /** Accessible name of the table ('Historial'). */
  'aria-label': string;
  /** A line above the table: whose history it is and what it never shows. */
  intro?: ReactNode;
  /** The text of a history with no entry. */
  emptyText?: ReactNode;
  /** A changed field's name in the interface language; the column's name when there is none. */
  fieldLabel?: (campo: string) => string | undefined;
  /** A kind of record's name ('Empresa', 'Cuenta de acceso'); the table's name when there is none. */
  entityLabel?: (entidad: string) => string | undefined;
}

function Persona({ p }: { p: NonNullable<HistorialItem['usuario']> }) {
  return <>{`${p.nombre} (${p.usuario})`}</>;
}

/**
 * The history of a record as a table, 20 entries a page.
 *
 * @example
 * const list = useLocalListQuery(historialEmpresa, { filters: { org_id: String(orgId) } });
 * <RecordHistory list={list} aria-label="Historial" fieldLabel={(c) => t(`historial.campos.${c}`)} />
 */
export function RecordHistory<E extends ListEndpoint>({ list, 'aria-label': ariaLabel, intro, emptyText, fieldLabel, entityLabel }: RecordHistoryProps<E>) {
  const { t } = useUiText();

  const valor = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('history.empty');
    if (typeof value === 'boolean') return value ? t('history.yes') : t('history.no');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value as string | number);
  };

  const columns: DataTableColumn<HistorialItem>[] = [
    { key: 'created_at', header: t('history.columns.when'), render: (e) => <chakra.span whiteSpace="nowrap">{historyTime(e.created_at)}</chakra.span> },
    {
      key: 'quien',
      header: t('history.columns.who'),
      render: (e) => (
        <chakra.span data-user-content data-testid="historial-quien">
          {e.usuario === null ? t('history.noAccount') : <Persona p={e.usuario} />}
          {e.suplantador === null ? null : (
            <chakra.span display="block" color="fg.muted" fontSize="sm">
              {t('history.by')} <Persona p={e.suplantador} />
            </chakra.span>
          )}
        </chakra.span>
      ),
    },
    {
      key: 'accion',
      header: t('history.columns.action'),
      render: (e) => (
        <Stack gap="0">
          <Text data-testid="historial-accion">{t(`history.actions.${historyAction(e)}`)}</Text>
          {e.entidad === null ? null : (
            <Text color="fg.muted" fontSize="sm">
              {entityLabel?.(e.entidad) ?? e.entidad}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'cambios',
      header: t('history.columns.changes'),
      render: (e) =>
        e.cambios === null || Object.keys(e.cambios).length === 0 ? null : (
          <chakra.ul listStyleType="none" m="0" p="0" fontSize="sm" data-user-content>
            {Object.entries(e.cambios).map(([campo, { antes, despues }]) => (
              <chakra.li key={campo} data-testid="historial-cambio" wordBreak="break-word">
                <chakra.span color="fg.muted" title={campo}>
                  {fieldLabel?.(campo) ?? campo}
                </chakra.span>
                {': '}
                <chakra.span>{valor(antes)}</chakra.span>
                {' → '}
                <chakra.span fontWeight="medium">{valor(despues)}</chakra.span>
              </chakra.li>
            ))}
          </chakra.ul>
        ),
    },
  ];

  return (
    <Stack gap="3">
      {intro === undefined ? null : <Text color="fg.muted">{intro}</Text>}
      <ListTable
        list={list}
        // The endpoint's rows are HistorialItems (the contract's history endpoints), which TypeScript
        // cannot tell from a generic endpoint: the columns are written for HistorialItem.
        columns={columns as unknown as ReadonlyArray<DataTableColumn<ListRow<E>>>}
        rowKey={(e) => (e as HistorialItem).id}
        sortable={HISTORIAL_SORTABLE}
        aria-label={ariaLabel}
        emptyText={emptyText}
      />
    </Stack>
  );
}
