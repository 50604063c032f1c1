// /clasificacion-ecoplatform (spec part 2 §2.24, §4 'Classification panel', §6, §7.10, §8;
// docs/parametros.md 'Classification as built'): the ECO Platform product classification as a tree on
// the left (shared-ui's TreeView), each level read when its node is first opened
// (`GET /ecoplatform-products-list/{id}`); the panel on the right in default (nothing selected), edit
// or create mode (ClasificacionPanel). The administrator profile (profile 1) alone creates nodes ('Nuevo
// nodo raíz', 'Crear hijo') and synchronises ('Sincronizar': SincronizarModal). A save or a deletion
// reads again the levels it changed and shows 'Los datos han sido guardados correctamente'.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Flex, Heading, HStack, LoadingState, PageHeader, Stack, Text } from '@dapcon/shared-ui';
import { TreeView, type TreeNodeAction, type TreeNodeData } from '@dapcon/shared-ui/tree';
import { arbolClasificacion, clasificacionDetalle, ECOPLATFORM_RAIZ, type NodoClasificacion } from '@dapcon/contract/parametros';
import { idiomas as idiomasEndpoint } from '@dapcon/contract/referencia';
import { ApiError, feedback, useSession, useTranslation } from '@dapcon/shared-sdk';
import { isCancelledError, queryClient, queryKeyOf, queryOptionsOf, useApiQuery } from '@dapcon/shared-sdk/query';
import { ClasificacionPanel, type ClasificacionPanelProps } from './ClasificacionPanel';
import { SincronizarModal } from './SincronizarModal';
import './i18n';

/** A node of the tree view: one with children carries `children` (empty until its level is read). */
interface Rama extends TreeNodeData {
  nodo: NodoClasificacion;
  children?: Rama[] | null;
}

const editIcon = (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);
const addIcon = (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

/** What the panel shows: nothing, a node (read by id), or a new one below a parent (null: top level). */
type Panel = { modo: 'vacio' } | { modo: 'editar'; id: string; version: number } | { modo: 'crear'; padre: { id: string; producto: string } | null };

/** The levels read so far, by parent id, and the ones being read. */
function useNiveles() {
  const lang = useSession((s) => s.lang);
  const [niveles, setNiveles] = useState<Record<string, NodoClasificacion[]>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const leidos = useRef(new Set<string>());

  /** Reads a level (again when `fresco`); a failure goes to the shell's modal, the root's to the page. */
  const leer = useCallback(async (id: string, fresco = false) => {
    leidos.current.add(id);
    try {
      const opciones = queryOptionsOf(arbolClasificacion, { params: { id } });
      const data = await queryClient.fetchQuery(fresco ? { ...opciones, staleTime: 0 } : opciones);
      setNiveles((n) => ({ ...n, [id]: data.arbol }));
      if (id === ECOPLATFORM_RAIZ) setError(null);
    } catch (e) {
      leidos.current.delete(id);
      // A read cancelled because the cache was emptied (signing out while it was on its way) is no error.
      if (isCancelledError(e)) return;
      if (!(e instanceof ApiError)) throw e;
      if (id === ECOPLATFORM_RAIZ) setError(e);
      else if (!e.isSessionError) feedback.error(e);
    }
  }, []);

  // The root at first; every level read so far again when the language changes (the names follow it).
  useEffect(() => {
    const ids = leidos.current.size > 0 ? [...leidos.current] : [ECOPLATFORM_RAIZ];
    for (const id of ids) void leer(id, true);
  }, [lang, leer]);

  /** Reads again the levels already read among `ids` (after a save), the others when first opened. */
  const releer = useCallback(
    (ids: readonly string[]) => Promise.all(ids.filter((id) => leidos.current.has(id)).map((id) => leer(id, true))),
    [leer],
  );
  return { niveles, error, leer, releer, leido: (id: string) => leidos.current.has(id) };
}

/** A node being read, then its panel. */
function Editar({ id, version, ...rest }: { id: string; version: number } & Omit<ClasificacionPanelProps, 'edicion'>) {
  const { t } = useTranslation('parametros');
  const { data, error, dataUpdatedAt } = useApiQuery(clasificacionDetalle, { params: { id } }, { staleTime: 0, refetchOnWindowFocus: false });
  const { onCancel } = rest;
  useEffect(() => {
    if (!error) return;
    if (!error.isSessionError) feedback.error(error);
    onCancel();
  }, [error, onCancel]);
  if (!data) return <LoadingState label={t('clasificacion.cargandoNodo')} />;
  return <ClasificacionPanel key={`${id}:${version}:${dataUpdatedAt}`} edicion={{ nodo: data }} {...rest} />;
}

/** The classification's screen. */
export function ClasificacionPage() {
  const { t } = useTranslation(['parametros', 'common']);
  const perfil = useSession((s) => s.user?.perfil ?? 0);
  const esAres = perfil === 1;
  const { data: idiomas = [] } = useApiQuery(idiomasEndpoint);
  const { niveles, error, leer, releer, leido } = useNiveles();
  const [panel, setPanel] = useState<Panel>({ modo: 'vacio' });
  const [sync, setSync] = useState<number | null>(null);

  const data = useMemo(() => {
    const ramas = (padre: string): Rama[] =>
      (niveles[padre] ?? []).map((nodo) => ({
        id: nodo.id,
        name: nodo.producto,
        nodo,
        children: nodo.tiene_hijos ? ramas(nodo.id) : null,
      }));
    return ramas(ECOPLATFORM_RAIZ);
  }, [niveles]);

  const editar = (rama: Rama) => setPanel((p) => ({ modo: 'editar', id: rama.id, version: p.modo === 'editar' ? p.version + 1 : 0 }));
  const actions: TreeNodeAction<Rama>[] = [
    { label: t('clasificacion.editar'), icon: editIcon, onAction: editar },
    ...(esAres ? [{ label: t('clasificacion.crearHijo'), icon: addIcon, onAction: (rama: Rama) => setPanel({ modo: 'crear', padre: { id: rama.id, producto: rama.name } }) }] : []),
  ];

  const cerrar = useCallback(() => setPanel({ modo: 'vacio' }), []);
  const onSaved: ClasificacionPanelProps['onSaved'] = (message, nodo, creado) => {
    // Its level (its name, order, state) and, for a first child, its parent's (which becomes a folder).
    const abuelo = Object.entries(niveles).find(([, hijos]) => hijos.some((h) => h.id === nodo.parent_id))?.[0];
    void releer([nodo.parent_id, ...(creado && abuelo ? [abuelo] : [])]);
    if (creado && !leido(nodo.parent_id)) void leer(nodo.parent_id);
    // The panel starts again from the node as stored (the answer), not from what was read before.
    queryClient.setQueryData(queryKeyOf(clasificacionDetalle, { params: { id: nodo.id } }), nodo);
    setPanel((p) => ({ modo: 'editar', id: nodo.id, version: p.modo === 'editar' ? p.version + 1 : 0 }));
    feedback.success(message);
  };
  const onDeleted: ClasificacionPanelProps['onDeleted'] = (message, nodo) => {
    // The node's detail was read again by the write (its `stale`); its level is read here.
    void releer([nodo.parent_id]);
    setPanel({ modo: 'editar', id: nodo.id, version: panel.modo === 'editar' ? panel.version + 1 : 0 });
    feedback.success(message);
  };
  const comunes = { perfil, idiomas, onSaved, onDeleted, onCancel: cerrar };

  let tree;
  if (error)
    tree = (
      <Stack gap="3" align="flex-start" role="alert">
        <Text>{t('clasificacion.loadError')}</Text>
        <Button variant="outline" size="sm" onClick={() => void leer(ECOPLATFORM_RAIZ, true)}>
          {t('clasificacion.retry')}
        </Button>
      </Stack>
    );
  else if (!niveles[ECOPLATFORM_RAIZ]) tree = <LoadingState label={t('clasificacion.cargando')} />;
  else
    tree = (
      <TreeView<Rama>
        label={t('clasificacion.arbol')}
        data={data}
        selectedId={panel.modo === 'editar' ? panel.id : null}
        onSelect={editar}
        onToggle={(rama, open) => {
          if (open && !leido(rama.id)) void leer(rama.id);
        }}
        actions={actions}
        emptyText={t('clasificacion.sinNodos')}
        maxHeight={640}
        renderLabel={(rama) =>
          rama.nodo.classActive ? (
            rama.name
          ) : (
            <Text as="span" color="fg.muted">
              {rama.name} ({t('clasificacion.inactivo')})
            </Text>
          )
        }
      />
    );

  let contenido;
  if (panel.modo === 'editar') contenido = <Editar key={panel.id} id={panel.id} version={panel.version} {...comunes} />;
  else if (panel.modo === 'crear') contenido = <ClasificacionPanel key={`nuevo:${panel.padre?.id ?? ''}`} edicion={{ padre: panel.padre }} {...comunes} />;
  else
    contenido = (
      <Text color="fg.muted" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6">
        {esAres ? t('clasificacion.ningunoAres') : t('clasificacion.ninguno')}
      </Text>
    );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('route.clasificacionEcoplatform', { ns: 'common' })}
        actions={
          esAres ? (
            <HStack gap="3" wrap="wrap">
              <Button variant="outline" onClick={() => setSync((n) => (n ?? 0) + 1)}>
                {t('clasificacion.sincronizar')}
              </Button>
              <Button onClick={() => setPanel({ modo: 'crear', padre: null })}>{t('clasificacion.nuevoRaiz')}</Button>
            </HStack>
          ) : undefined
        }
      />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
        <Stack as="nav" aria-label={t('clasificacion.arbol')} gap="3" w={{ base: 'full', lg: '96' }} flexShrink={0}>
          <Heading as="h2" size="sm">
            {t('clasificacion.arbol')}
          </Heading>
          {tree}
        </Stack>
        <Stack flex="1" minW="0" w="full">
          {contenido}
        </Stack>
      </Flex>
      {sync !== null ? (
        <SincronizarModal
          key={sync}
          open
          onClose={() => setSync(null)}
          onSynced={() => {
            void releer(Object.keys(niveles).length > 0 ? Object.keys(niveles) : [ECOPLATFORM_RAIZ]);
            if (panel.modo === 'editar') setPanel({ ...panel, version: panel.version + 1 });
          }}
        />
      ) : null}
    </Stack>
  );
}
