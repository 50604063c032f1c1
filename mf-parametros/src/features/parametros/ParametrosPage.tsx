// /parametros (spec part 1 §2 'Parameters screen', §4, §5 'Parameter form', §6, §7; part 2 §5;
// docs/parametros.md 'Parameters as built'): the parameter tree on the left (react-arborist through
// shared-ui's TreeView: expand, 'Editar', 'Crear hijo' on the folders the caller may create in, and
// select), the form of the selected or new parameter on the right (ParametroPanel). A save (201)
// reads the tree again, starts the form again from what was stored and shows the saved message; a
// deletion (deactivation) reads the tree again and empties the panel. The ECO Platform
// classification's folder has its own screen and is not on this tree (the API leaves it out).
import { useEffect, useMemo, useState } from 'react';
import { Button, Flex, Heading, LoadingState, PageHeader, Stack, Text } from '@dapcon/shared-ui';
import { TreeView, type TreeNodeAction, type TreeNodeData } from '@dapcon/shared-ui/tree';
import { capacidadesParametro, parametroDetalle, parametrosArbol, type Parametro, type ParametroNodo } from '@dapcon/contract/parametros';
import { IDIOMA_ID, idiomas as idiomasEndpoint } from '@dapcon/contract/referencia';
import { feedback, isLang, useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { ParametroPanel } from './ParametroPanel';
import './i18n';

/** A node of the tree view: a folder (a parameter that admits children, or has some) carries `children`. */
interface Rama extends TreeNodeData {
  nodo: ParametroNodo;
  children?: Rama[] | null;
}

function ramas(nodos: readonly ParametroNodo[]): Rama[] {
  return nodos.map((nodo) => ({
    id: nodo.param_id,
    name: nodo.pt_texto,
    nodo,
    children: nodo.param_admite_hijos || nodo.children.length > 0 ? ramas(nodo.children) : null,
  }));
}

/** The folders of the tree, in order, with their depth (the parent select). */
function carpetasDe(nodos: readonly ParametroNodo[], nivel = 0): { nodo: ParametroNodo; nivel: number }[] {
  return nodos.flatMap((nodo) => (nodo.param_admite_hijos ? [{ nodo, nivel }, ...carpetasDe(nodo.children, nivel + 1)] : carpetasDe(nodo.children, nivel + 1)));
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

/** What the right-hand panel shows: nothing, a parameter (read by id), or a new one below a folder (null: top level). */
type Panel = { modo: 'vacio' } | { modo: 'editar'; id: string; version: number } | { modo: 'crear'; padre: ParametroNodo | null };

/** An existing parameter: read, then its form. */
function Editar({ id, version, ...rest }: { id: string; version: number } & Omit<React.ComponentProps<typeof ParametroPanel>, 'edicion'> & { idioma: number }) {
  const { t } = useTranslation('parametros');
  // Read afresh each time, never behind the user's back (a focus must not reset what is being typed).
  const { data, error, dataUpdatedAt } = useApiQuery(parametroDetalle, { params: { id }, query: { idioma: rest.idioma } }, { staleTime: 0, refetchOnWindowFocus: false });
  const { onCancel } = rest;
  // A parameter that cannot be read: the shell's modal says why, and the panel empties.
  useEffect(() => {
    if (!error) return;
    if (!error.isSessionError) feedback.error(error);
    onCancel();
  }, [error, onCancel]);
  if (!data) return <LoadingState label={t('arbol.cargandoParametro')} />;
  // Saved or selected again (version), or read again (dataUpdatedAt): the form starts from what is stored.
  return <ParametroPanel key={`${id}:${version}:${dataUpdatedAt}`} edicion={{ parametro: data }} {...rest} />;
}

/** The parameters' screen. */
export function ParametrosPage() {
  const { t, i18n } = useTranslation(['parametros', 'common']);
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const idioma = IDIOMA_ID[lang];
  const perfil = useSession((s) => s.user?.perfil ?? 0);
  const arbol = useApiQuery(parametrosArbol, { query: { arbol: true, idioma } });
  const { data: idiomas = [] } = useApiQuery(idiomasEndpoint);
  const [panel, setPanel] = useState<Panel>({ modo: 'vacio' });

  useEffect(() => {
    if (arbol.error && !arbol.error.isSessionError) feedback.error(arbol.error);
  }, [arbol.error]);

  const nodos = useMemo(() => arbol.data?.parametros ?? [], [arbol.data]);
  const data = useMemo(() => ramas(nodos), [nodos]);
  const carpetas = useMemo(() => carpetasDe(nodos), [nodos]);
  const esAres = perfil === 1;

  const editar = (rama: Rama) => setPanel((p) => ({ modo: 'editar', id: rama.id, version: p.modo === 'editar' ? p.version + 1 : 0 }));
  const actions: TreeNodeAction<Rama>[] = [
    { label: t('arbol.editar'), icon: editIcon, onAction: editar },
    { label: t('arbol.crearHijo'), icon: addIcon, onAction: (rama) => setPanel({ modo: 'crear', padre: rama.nodo }), visible: (rama) => capacidadesParametro(perfil, rama.nodo).crearHijo },
  ];

  // The tree and the parameter were read again by the write (its `stale`).
  const onSaved = (message: string, parametro: Parametro) => {
    setPanel((p) => ({ modo: 'editar', id: parametro.param_id, version: p.modo === 'editar' ? p.version + 1 : 0 }));
    feedback.success(message);
  };
  const onDeleted = (message: string) => {
    setPanel({ modo: 'vacio' });
    feedback.success(message);
  };
  const cerrar = () => setPanel({ modo: 'vacio' });
  const comunes = { perfil, idiomas, carpetas, onSaved, onDeleted, onCancel: cerrar };

  let tree;
  if (arbol.isPending) tree = <LoadingState label={t('arbol.cargando')} />;
  else if (arbol.isError)
    tree = (
      <Stack gap="3" align="flex-start" role="alert">
        <Text>{t('arbol.loadError')}</Text>
        <Button variant="outline" size="sm" onClick={() => void arbol.refetch()}>
          {t('arbol.retry')}
        </Button>
      </Stack>
    );
  else
    tree = (
      <TreeView<Rama>
        label={t('arbol.arbol')}
        data={data}
        selectedId={panel.modo === 'editar' ? panel.id : null}
        onSelect={editar}
        actions={actions}
        emptyText={t('arbol.sinParametros')}
        maxHeight={640}
      />
    );

  let contenido;
  if (panel.modo === 'editar') contenido = <Editar key={panel.id} id={panel.id} version={panel.version} idioma={idioma} {...comunes} />;
  else if (panel.modo === 'crear') contenido = <ParametroPanel key={`nuevo:${panel.padre?.param_id ?? ''}`} edicion={{ padre: panel.padre }} {...comunes} />;
  else
    contenido = (
      <Text color="fg.muted" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6">
        {esAres ? t('arbol.ningunoAres') : t('arbol.ninguno')}
      </Text>
    );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('route.parametros', { ns: 'common' })}
        actions={esAres ? <Button onClick={() => setPanel({ modo: 'crear', padre: null })}>{t('arbol.nuevoRaiz')}</Button> : undefined}
      />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
        <Stack as="nav" aria-label={t('arbol.arbol')} gap="3" w={{ base: 'full', lg: '96' }} flexShrink={0}>
          <Heading as="h2" size="sm">
            {t('arbol.arbol')}
          </Heading>
          {tree}
        </Stack>
        <Stack flex="1" minW="0" w="full">
          {contenido}
        </Stack>
      </Flex>
    </Stack>
  );
}
