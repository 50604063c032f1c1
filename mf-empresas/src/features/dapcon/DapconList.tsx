import { useEffect, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { chakra, Flex, HStack, Link, PageHeader, RouterLink, Stack, Text, useSearchParams } from '@dapcon/shared-ui';
import { ExcelButton, FilterPanel, ListLayout, ListTable, PickedFilter, useListQuery, type DataTableColumn, type FilterField, type ListFilterName, type ListQuery } from '@dapcon/shared-ui/data';
import { choiceFilter, toDisplayDate } from '@dapcon/contract/core';
import { DAPCON_EXCEL_NAME, DAPCON_SORTABLE, dapconList, DapconListQuery, ESTADOS_DAPCON, type DapconListItem } from '@dapcon/contract/dapcon';
import type { EmpresaListItem } from '@dapcon/contract/empresas';
import { idiomas as idiomasEndpoint, nombreDeIdioma } from '@dapcon/contract/referencia';
import { rcps } from '@dapcon/contract/rcp';
import { isAdminModule, useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { OrganizacionSearchModal } from '../buscador/OrganizacionSearchModal';
import { EstadoBadge } from './DapconDetail';
import '../../i18n';

/**
 * `/verificar-dapcon`'s list: the same endpoint, its query always with `verificar=true` (a default,
 * so it is sent on every request and never written to the URL; 'Limpiar' keeps it).
 */
const verificarList = { ...dapconList, query: v.object({ ...DapconListQuery.entries, verificar: choiceFilter(['true'] as const, 'true') }) };

/**
 * The administration's `/verificar-dapcon`: its work queue, the declarations in verification, by
 * default (the API's default too); any other state one choice away (docs/decisions.md).
 */
const verificarAdminList = {
  ...dapconList,
  query: v.object({ ...DapconListQuery.entries, verificar: choiceFilter(['true'] as const, 'true'), estado: choiceFilter(ESTADOS_DAPCON, 'en_verificacion') }),
};

type AnyDapconList = typeof dapconList | typeof verificarList | typeof verificarAdminList;
type Filter = ListFilterName<typeof dapconList.query>;

/**
 * A verifier's `/verificar-dapcon` opened without a query (the menu, a link): its pending work, the
 * declarations in verification, written to the URL as the list kit's own `estado` filter (replacing
 * the history entry), so 'Limpiar' or 'Todos' shows every state and back and reload keep the choice.
 * Only on arrival: a filter cleared afterwards stays cleared. Answers whether the list may load yet
 * (not before the default is in the URL: no request for every state first).
 */
function useEnVerificacionAlLlegar(activo: boolean): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const [pendiente, setPendiente] = useState(() => activo && searchParams.toString() === '');
  const search = searchParams.toString();
  useEffect(() => {
    if (!pendiente) return;
    // The list waits until the URL has its default (the navigation may render once before it lands).
    if (search === '') setSearchParams({ estado: 'en_verificacion' }, { replace: true });
    else setPendiente(false);
  }, [pendiente, search, setSearchParams]);
  return !pendiente;
}

/** Props of {@link DapconList}. */
export interface DapconListProps {
  /** `/verificar-dapcon`: the declarations the caller verifies (the administration: those in verification). */
  verificar?: boolean;
  /** More buttons for the header, before 'Descargar Excel' ('Nueva DAPcon'). */
  actions?: ReactNode;
}

/**
 * The company filter of the administration: the company picked with the 'Buscador de
 * Organizaciones' (`organizacion_id` in the URL), 'Quitar' to drop it. The other filters stay.
 */
function EmpresaFilter({ list }: { list: ListQuery<AnyDapconList> }) {
  const { t } = useTranslation('empresas');
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState<Pick<EmpresaListItem, 'org_id' | 'org_nombre'> | null>(null);
  const current = list.activeFilters.organizacion_id;
  const id = current === undefined ? undefined : Number(current);
  // The name of the company filtered by: the one picked here, or (a shared link, a reload) the rows'.
  const nombre = id === undefined ? undefined : picked?.org_id === id ? picked.org_nombre : (list.rows.find((r) => r.org_id === id)?.org_nombre ?? t('dapcon.lista.filters.empresaN', { id }));
  const setEmpresa = (orgId: number | undefined) => list.setFilters({ ...list.activeFilters, organizacion_id: orgId });
  return (
    <PickedFilter
      labels={{ title: t('dapcon.lista.filters.empresa'), all: t('dapcon.lista.filters.todasEmpresas'), search: t('dapcon.lista.filters.buscarEmpresa'), change: t('dapcon.lista.filters.cambiarEmpresa'), clear: t('dapcon.lista.filters.quitarEmpresa') }}
      value={nombre}
      onSearch={() => setSearching(true)}
      onClear={() => setEmpresa(undefined)}
    >
      <OrganizacionSearchModal
        open={searching}
        onClose={() => setSearching(false)}
        onPick={(org) => {
          setPicked(org);
          setEmpresa(org.org_id);
        }}
      />
    </PickedFilter>
  );
}

/** A row's languages: a badge per language with its code, its state and, when registered, ECO Platform. */
function IdiomasCell({ row }: { row: DapconListItem }) {
  const { t } = useTranslation('empresas');
  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" columnGap="3" rowGap="1" minW="12rem">
      {row.idiomas.map((i) => {
        const idioma = i.idioma.toUpperCase();
        return (
          <HStack as="li" key={i.idioma_id} gap="1" whiteSpace="nowrap" data-testid="idioma" aria-label={t('dapcon.lista.idiomaEstado', { idioma, estado: t(`dapcon.estado.${i.dapcon_idioma_estado}`) })}>
            <chakra.span fontSize="xs" fontWeight="semibold" aria-hidden>
              {idioma}
            </chakra.span>
            <EstadoBadge estado={i.dapcon_idioma_estado} />
            {i.inscripcion_ecoplatform ? (
              <chakra.span
                fontSize="xs"
                fontWeight="semibold"
                px="1.5"
                borderRadius="sm"
                borderWidth="1px"
                borderColor="green.600"
                color="green.800"
                title={t('dapcon.lista.ecoplatformDe', { idioma })}
                data-testid="ecoplatform"
              >
                {t('dapcon.lista.ecoplatform')}
                <chakra.span srOnly>{` ${t('dapcon.lista.ecoplatformDe', { idioma })}`}</chakra.span>
              </chakra.span>
            ) : null}
          </HStack>
        );
      })}
    </Flex>
  );
}

/**
 * The DAPcon lists (spec part 2 §2.1; docs/dapcon-lifecycle.md step 5): `/dapcon`, the declarations
 * the caller takes part in (a company its own, a consultant those it authored, the administration
 * all), and with `verificar` `/verificar-dapcon`, those it verifies. The filter column (code or
 * product, state, language, RCP, end of validity between two days; for the administration, pending
 * payment and the company, with the 'Buscador de Organizaciones'), the rows a page at a time sorted by the
 * contract's fields, each opening the declaration's record (/dapcon/{id}/1), and the same list as an
 * Excel file. Its state lives in the URL (docs/lists.md); who sees what is the API's.
 */
export function DapconList(props: DapconListProps) {
  const user = useSession((s) => s.user);
  const listo = useEnVerificacionAlLlegar(props.verificar === true && user?.modulo_app === 'consultor');
  return listo ? <Lista {...props} /> : null;
}

function Lista({ verificar = false, actions }: DapconListProps) {
  const { t } = useTranslation(['empresas', 'common']);
  const user = useSession((s) => s.user);
  const admin = isAdminModule(user);
  const endpoint: AnyDapconList = verificar ? (admin ? verificarAdminList : verificarList) : dapconList;
  const list = useListQuery(endpoint) as ListQuery<AnyDapconList>;
  const { data: idiomasList = [] } = useApiQuery(idiomasEndpoint);
  // The languages named as the record's tabs name them, in the interface's language.
  const lang = useSession((s) => s.lang);
  // Superseded RCPs too: declarations keep the version they were made under.
  const { data: rcpList = [] } = useApiQuery(rcps, { query: { novigentes: true } });

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'filter_text', label: t('dapcon.lista.filters.texto') },
    {
      kind: 'select',
      name: 'estado',
      label: t('dapcon.lista.filters.estado'),
      options: ESTADOS_DAPCON.map((estado) => ({ value: estado, label: t(`dapcon.estado.${estado}`) })),
      ...(verificar && admin ? { anyLabel: false as const } : {}),
    },
    { kind: 'select', name: 'idioma_id', label: t('dapcon.lista.filters.idioma'), options: idiomasList.map((i) => ({ value: String(i.id), label: nombreDeIdioma(lang, i.idioma, i.idioma_nombre) })) },
    {
      kind: 'select',
      name: 'rcp_id',
      label: t('dapcon.lista.filters.rcp'),
      options: rcpList.map((r) => {
        const label = `${r.rcp_equivalencia} · ${r.rcp_nombre}`;
        return { value: String(r.rcp_id), label: r.vigente ? label : t('dapcon.lista.filters.rcpNoVigente', { rcp: label }) };
      }),
    },
    { kind: 'date', name: 'valido_hasta_desde', label: t('dapcon.lista.filters.validoDesde') },
    { kind: 'date', name: 'valido_hasta_hasta', label: t('dapcon.lista.filters.validoHasta') },
    // The payments are the administration's (docs/finanzas.md 'DAPcon payments'): only it filters by them.
    ...(admin ? [{ kind: 'yesno' as const, name: 'pendiente_pago' as const, label: t('dapcon.lista.filters.pendientePago') }] : []),
  ];

  const columns: DataTableColumn<DapconListItem>[] = [
    {
      key: 'dapcon_codigo',
      header: t('dapcon.lista.columns.codigo'),
      width: '9.5rem',
      render: (r) => (
        <Stack gap="0.5">
          <Text as="span" whiteSpace="nowrap" fontWeight="medium">
            {r.dapcon_codigo ?? t('dapcon.lista.sinCodigo')}
          </Text>
          {r.id_padre !== null ? (
            <Text as="span" fontSize="xs" color="fg.muted" data-testid="renovado">
              {t('dapcon.lista.renovado', { codigo: r.codigo_padre ?? t('dapcon.lista.sinCodigo') })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'dv_nombre_producto',
      header: t('dapcon.lista.columns.producto'),
      render: (r) => (
        <Link asChild fontWeight="medium">
          <RouterLink to={`/dapcon/${r.id}/1`} aria-label={t('dapcon.lista.abrir', { producto: r.dv_nombre_producto })}>
            {r.dv_nombre_producto}
          </RouterLink>
        </Link>
      ),
    },
    // A company sees only its own: the column would repeat its name on every row.
    ...(user?.role === 'organizacion' ? [] : [{ key: 'org_nombre', header: t('dapcon.lista.columns.empresa') }]),
    { key: 'idiomas', header: t('dapcon.lista.columns.idiomas'), render: (r) => <IdiomasCell row={r} /> },
    { key: 'dapcon_fecha_creacion', header: t('dapcon.lista.columns.creacion'), render: (r) => toDisplayDate(r.dapcon_fecha_creacion) },
    {
      key: 'dapcon_valido_hasta',
      header: t('dapcon.lista.columns.validoHasta'),
      render: (r) => (r.dapcon_valido_hasta === null ? t('dapcon.lista.sinCodigo') : toDisplayDate(r.dapcon_valido_hasta)),
    },
  ];

  const title = t(verificar ? 'route.verificarDapcon' : 'route.dapcon', { ns: 'common' });
  return (
    <Stack gap="0">
      <PageHeader
        title={title}
        actions={
          <HStack gap="2" flexWrap="wrap">
            {actions}
            <ExcelButton endpoint={endpoint} query={list.query} fallbackName={DAPCON_EXCEL_NAME} />
          </HStack>
        }
      />
      <ListLayout
        filters={
          <>
            <FilterPanel list={list} fields={fields} />
            {admin ? <EmpresaFilter list={list} /> : null}
          </>
        }
      >
        <ListTable
          list={list}
          columns={columns}
          rowKey={(r) => r.id}
          sortable={DAPCON_SORTABLE}
          aria-label={t(verificar ? 'dapcon.lista.tableVerificar' : 'dapcon.lista.table')}
        />
      </ListLayout>
    </Stack>
  );
}
