// A consultant's history (the page's 'Historial' tab; issue 36; docs/decisions.md 'The audit trail:
// changed fields and record history (issue 36)'): the audit trail's entries about the consultant and
// its account, newest first, on the list kit (server paging): when (Madrid), who (and, in an
// impersonation, 'por' the administrator behind), what (a creation, a change, a deletion, an
// impersonation…) and the fields changed, old → new. A secret is shown as the API keeps it: '••••'.
import { chakra, Stack, Text } from '@dapcon/shared-ui';
import { ListTable, useLocalListQuery, type DataTableColumn } from '@dapcon/shared-ui/data';
import { PORTAL_TIME_ZONE, toDisplayDate } from '@dapcon/contract/core';
import { historialConsultor } from '@dapcon/contract/consultores';
import { HISTORIAL_SORTABLE, type HistorialItem } from '@dapcon/contract/sistema';
import { useTranslation } from '@dapcon/shared-sdk';

const hora = new Intl.DateTimeFormat('es-ES', { timeZone: PORTAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** An instant as 'dd/mm/yyyy hh:mm:ss' in Madrid, whatever the browser's zone. */
export function fechaHoraHistorial(iso: string): string {
  return `${toDisplayDate(iso)} ${hora.format(new Date(iso))}`;
}

/** What an entry did: for a write, a creation (nothing before), a deletion (nothing after) or a change. */
export function queHizo(entry: Pick<HistorialItem, 'accion' | 'cambios'>): string {
  if (entry.accion !== 'escritura') return entry.accion;
  const cambios = Object.values(entry.cambios ?? {});
  if (cambios.length > 0 && cambios.every((c) => c.antes === null)) return 'creacion';
  if (cambios.length > 0 && cambios.every((c) => c.despues === null)) return 'eliminacion';
  return 'modificacion';
}

function Persona({ p }: { p: NonNullable<HistorialItem['usuario']> }) {
  return <>{`${p.nombre} (${p.usuario})`}</>;
}

/** The consultant's history: a table of its entries, 20 a page. */
export function HistorialConsultor({ consultorId }: { consultorId: number }) {
  const { t } = useTranslation('consultores');
  const list = useLocalListQuery(historialConsultor, { filters: { consultor_id: String(consultorId) } });

  const valor = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('historial.vacio');
    if (typeof value === 'boolean') return value ? t('historial.si') : t('historial.no');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value as string | number);
  };

  const columns: DataTableColumn<HistorialItem>[] = [
    { key: 'created_at', header: t('historial.columnas.fecha'), render: (e) => <chakra.span whiteSpace="nowrap">{fechaHoraHistorial(e.created_at)}</chakra.span> },
    {
      key: 'quien',
      header: t('historial.columnas.quien'),
      render: (e) => (
        <chakra.span data-user-content data-testid="historial-quien">
          {e.usuario === null ? t('historial.sinCuenta') : <Persona p={e.usuario} />}
          {e.suplantador === null ? null : (
            <chakra.span display="block" color="fg.muted" fontSize="sm">
              {t('historial.por')} <Persona p={e.suplantador} />
            </chakra.span>
          )}
        </chakra.span>
      ),
    },
    {
      key: 'accion',
      header: t('historial.columnas.accion'),
      render: (e) => (
        <Stack gap="0">
          <Text data-testid="historial-accion">{t(`historial.acciones.${queHizo(e)}`)}</Text>
          {e.entidad === null ? null : (
            <Text color="fg.muted" fontSize="sm">
              {t(`historial.entidades.${e.entidad}`, { defaultValue: e.entidad })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'cambios',
      header: t('historial.columnas.cambios'),
      render: (e) =>
        e.cambios === null || Object.keys(e.cambios).length === 0 ? null : (
          <chakra.ul listStyleType="none" m="0" p="0" fontSize="sm" data-user-content>
            {Object.entries(e.cambios).map(([campo, { antes, despues }]) => (
              <chakra.li key={campo} data-testid="historial-cambio" wordBreak="break-word">
                <chakra.span color="fg.muted" title={campo}>
                  {t(`historial.campos.${campo}`, { defaultValue: campo })}
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
      <Text color="fg.muted">{t('historial.intro')}</Text>
      <ListTable list={list} columns={columns} rowKey={(e) => e.id} sortable={HISTORIAL_SORTABLE} aria-label={t('historial.tabla')} emptyText={t('historial.sinDatos')} />
    </Stack>
  );
}
