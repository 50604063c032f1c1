// The parameter form of /parametros (spec part 1 §5 'Parameter form', §6; docs/parametros.md
// 'Parameters as built'): ID, parent, order, the association administrator's permission level,
// 'admits child parameters', Activo (read-only) and a tab per active language (GET /idiomas) with
// Texto 1, Texto 2 and the description. The Ares administrator (profile 1) sets everything; the
// limited administrator (profile 2) sees ID, parent, permission and 'admits children' read-only and
// saves texts and order only where its level lets it; 'Eliminar' (deactivate) only at level 3.
import { useMemo } from 'react';
import {
  CheckboxControl,
  CheckboxField,
  ContractForm,
  FormField,
  Heading,
  HStack,
  SelectControl,
  SimpleGrid,
  Stack,
  Text,
  TextareaControl,
  TextControl,
  TextInput,
  useContractForm,
  useWatch,
} from '@dapcon/shared-ui';
import {
  actualizarParametro,
  capacidadesParametro,
  crearParametro,
  IDIOMAS_TEXTO_OBLIGATORIO,
  idParametroGenerado,
  ParametroForm,
  PERMISOS_PARAMETRO,
  type Parametro,
  type ParametroBody,
  type ParametroFormValues,
  type ParametroNodo,
} from '@dapcon/contract/parametros';
import { IDIOMA_ID, type Idioma } from '@dapcon/contract/referencia';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { pestanasDe as pestanasConTextos, TextosPorIdioma, type ErroresPorIdioma, type Pestana } from '../idiomas/TextosPorIdioma';
import { AccionesParametro } from './AccionesParametro';
import './i18n';

/** What the panel shows: an existing parameter, or a new one below `padre` (null: the top level). */
export type Edicion = { parametro: Parametro } | { padre: ParametroNodo | null };

/** Props of {@link ParametroPanel}. */
export interface ParametroPanelProps {
  edicion: Edicion;
  perfil: number;
  /** The active languages (GET /idiomas). */
  idiomas: readonly Idioma[];
  /** The folders a parameter may hang from (profile 1's parent select), with their depth. */
  carpetas: readonly { nodo: ParametroNodo; nivel: number }[];
  /** Saved (201): the API's message and the parameter as stored. */
  onSaved: (message: string, parametro: Parametro) => void;
  /** Deactivated: the API's message. */
  onDeleted: (message: string) => void;
  onCancel: () => void;
}

/** One tab per active language, plus any the parameter has a text in. */
export function pestanasDe(parametro: Parametro | null, idiomas: readonly Idioma[]): Pestana[] {
  return pestanasConTextos(idiomas, parametro?.textos.map((texto) => ({ id: texto.pt_idioma_id })) ?? []);
}

function valoresDe(edicion: Edicion, tabs: readonly Pestana[]): ParametroFormValues {
  const parametro = 'parametro' in edicion ? edicion.parametro : null;
  const padre = 'padre' in edicion ? edicion.padre : null;
  return {
    param_id: parametro?.param_id ?? '',
    param_padre_id: parametro ? (parametro.param_padre_id ?? '') : (padre?.param_id ?? ''),
    param_order: parametro ? String(parametro.param_order) : String((padre?.children.length ?? 0) + 1),
    param_permiso: String(parametro?.param_permiso ?? padre?.param_permiso ?? 0),
    param_admite_hijos: parametro?.param_admite_hijos ?? false,
    textos: tabs.map((tab) => {
      const texto = parametro?.textos.find((x) => x.pt_idioma_id === tab.id);
      return { pt_idioma_id: tab.id, pt_texto: texto?.pt_texto ?? '', pt_texto2: texto?.pt_texto2 ?? '', pt_descripcion: texto?.pt_descripcion ?? '' };
    }),
  };
}

/** What profile 2 sends: texts and order (and, creating, the folder); the rest is profile 1's. */
function cuerpoLimitado(body: ParametroBody, creando: boolean): ParametroBody {
  return {
    param_id: undefined,
    param_padre_id: creando ? body.param_padre_id : undefined,
    param_order: body.param_order,
    param_permiso: undefined,
    param_admite_hijos: undefined,
    textos: body.textos,
  };
}

/** The ID a new parameter will get when none is typed (the API's rule, shown as a hint). */
function IdHint({ padre, escribible }: { padre: string | null; escribible: boolean }) {
  const { t } = useTranslation('parametros');
  const textos = useWatch({ name: 'textos' }) as ParametroFormValues['textos'];
  const es = textos?.find((x) => Number(x.pt_idioma_id) === IDIOMA_ID.es)?.pt_texto ?? '';
  const id = idParametroGenerado(padre, es);
  if (escribible) return <>{id ? t('arbol.campos.idGenerado', { id }) : t('arbol.campos.idGeneradoSinTexto')}</>;
  return <>{id ? t('arbol.campos.idAutomatico', { id }) : t('arbol.campos.idAutomaticoSinTexto')}</>;
}

/** The form of one parameter (mounted again for each: the caller keys it). */
export function ParametroPanel({ edicion, perfil, idiomas, carpetas, onSaved, onDeleted, onCancel }: ParametroPanelProps) {
  const { t } = useTranslation('parametros');
  const parametro = 'parametro' in edicion ? edicion.parametro : null;
  const padre = 'padre' in edicion ? edicion.padre : null;
  const creando = parametro === null;
  const tabs = useMemo(() => pestanasDe(parametro, idiomas), [parametro, idiomas]);
  const capacidades = parametro
    ? capacidadesParametro(perfil, parametro)
    : { ...capacidadesParametro(perfil, { param_permiso: padre?.param_permiso ?? 0, param_admite_hijos: false }), editar: true, eliminar: false };
  const todos = capacidades.todosLosCampos;
  const soloLectura = !capacidades.editar;

  // The tree, the parameter and the option lists read again: each write's `stale`.
  const actualizar = useApiMutation(actualizarParametro);
  const crear = useApiMutation(crearParametro);
  const form = useContractForm(ParametroForm, {
    defaultValues: valoresDe(edicion, tabs),
    submit: async (values) => {
      const body = todos ? values : cuerpoLimitado(values, creando);
      const res = parametro ? await actualizar.mutateAsync({ body: { ...body, param_id: parametro.param_id } }) : await crear.mutateAsync({ body });
      onSaved(res.message, res.data);
    },
  });

  const title = creando ? (padre ? t('arbol.tituloCrear', { padre: padre.pt_texto }) : t('arbol.tituloCrearRaiz')) : soloLectura ? t('arbol.tituloVer') : t('arbol.tituloEditar');
  const nombreDe = (p: Pestana) => p.nombre ?? t('arbol.idiomaInactivo', { id: p.id });
  const padreId = parametro ? parametro.param_padre_id : (padre?.param_id ?? null);
  // A top-level parameter reads as the select names it for profile 1, not as an empty field.
  const padreNombre = padreId === null ? t('arbol.campos.raiz') : (carpetas.find((c) => c.nodo.param_id === padreId)?.nodo.pt_texto ?? padre?.pt_texto ?? padreId);
  // A parameter may not hang from itself nor from anything below it.
  const propios = new Set<string>();
  const marcar = (n: ParametroNodo) => {
    propios.add(n.param_id);
    n.children.forEach(marcar);
  };
  if (parametro) marcar({ ...parametro, children: parametro.children });
  const opcionesPadre = [
    { value: '', label: t('arbol.campos.raiz') },
    ...carpetas.filter((c) => !propios.has(c.nodo.param_id)).map((c) => ({ value: c.nodo.param_id, label: `${'\u2003'.repeat(c.nivel)}${c.nodo.pt_texto}` })),
  ];
  const permisos = PERMISOS_PARAMETRO.map((n) => ({ value: String(n), label: t(`arbol.permisos.${n}`) }));
  const permisoActual = parametro?.param_permiso ?? padre?.param_permiso ?? 0;

  return (
    <Stack as="section" aria-label={title} gap="4" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {soloLectura ? (
        <Text color="fg.muted" fontSize="sm">
          {t('arbol.soloLectura')}
        </Text>
      ) : null}
      <ContractForm form={form} aria-label={title}>
        <fieldset disabled={soloLectura} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextControl
                name="param_id"
                label={t('arbol.campos.id')}
                readOnly={!creando || !todos}
                required={!creando}
                helperText={creando ? <IdHint padre={padreId} escribible={todos} /> : undefined}
              />
              {todos ? (
                <SelectControl name="param_padre_id" label={t('arbol.campos.padre')} options={opcionesPadre} />
              ) : (
                <FormField label={t('arbol.campos.padre')} readOnly>
                  <TextInput value={padreNombre} readOnly />
                </FormField>
              )}
              <TextControl name="param_order" label={t('arbol.campos.orden')} inputMode="numeric" required readOnly={soloLectura} />
              {todos ? (
                <SelectControl name="param_permiso" label={t('arbol.campos.permiso')} options={permisos} />
              ) : (
                <FormField label={t('arbol.campos.permiso')} readOnly>
                  <TextInput value={t(`arbol.permisos.${permisoActual}`)} readOnly />
                </FormField>
              )}
            </SimpleGrid>
            <HStack gap="6" wrap="wrap">
              {todos ? (
                <CheckboxControl name="param_admite_hijos" label={t('arbol.campos.admiteHijos')} />
              ) : (
                <CheckboxField label={t('arbol.campos.admiteHijos')} checked={parametro?.param_admite_hijos ?? false} onCheckedChange={() => undefined} readOnly />
              )}
              <CheckboxField label={t('arbol.campos.activo')} checked={parametro?.activo ?? true} onCheckedChange={() => undefined} readOnly />
            </HStack>
            <TextosPorIdioma
              titulo={t('arbol.textos')}
              ayuda={t('arbol.textosAyuda')}
              pestanas={tabs}
              nombreDe={nombreDe}
              errores={form.formState.errors.textos as ErroresPorIdioma | undefined}
              submitCount={form.formState.submitCount}
              marcaError={t('arbol.conErrores')}
            >
              {(p, i) => (
                <>
                  <TextControl name={`textos.${i}.pt_texto`} label={t('arbol.campos.texto1')} required={IDIOMAS_TEXTO_OBLIGATORIO.includes(p.id)} readOnly={soloLectura} />
                  <TextControl name={`textos.${i}.pt_texto2`} label={t('arbol.campos.texto2')} readOnly={soloLectura} />
                  <TextareaControl name={`textos.${i}.pt_descripcion`} label={t('arbol.campos.descripcion')} rows={3} readOnly={soloLectura} />
                </>
              )}
            </TextosPorIdioma>
          </Stack>
        </fieldset>
        <AccionesParametro
          borrable={parametro && capacidades.eliminar ? parametro.param_id : null}
          soloLectura={soloLectura}
          enviando={form.formState.isSubmitting}
          textos={{ eliminar: t('arbol.eliminar'), cancelar: t('arbol.cancelar'), guardar: t('arbol.guardar'), confirmarEliminar: t('arbol.confirmarEliminar') }}
          onCancel={onCancel}
          onDeleted={onDeleted}
        />
      </ContractForm>
    </Stack>
  );
}
