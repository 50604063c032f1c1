// The classification panel of /clasificacion-ecoplatform (spec part 2 §2.24, §4 'Classification panel',
// §5, §6, §9; docs/parametros.md 'Classification as built'): edit mode (a node read by id) or create
// mode (a new node below a parent, the administrator profile's). The administrator profile sees the ID
// fields (the classification number with its system, version, level and country) read-only; the class
// name and definition, the order, 'Activo' and a tab per active language (GET /idiomas) with the name
// and the description (the rich-text editor, 500 px high). 'Eliminar' deactivates the node through the
// parameter tree's endpoint, after '¿Está seguro que desea eliminar este Parámetro?'.
import { useMemo } from 'react';
import {
  CheckboxControl,
  ContractForm,
  FormField,
  Heading,
  lazyComponent,
  SimpleGrid,
  Stack,
  Text,
  TextareaControl,
  TextControl,
  TextInput,
  useContractForm,
} from '@dapcon/shared-ui';
import {
  actualizarClasificacion,
  CLASIFICACION_EDITOR_HEIGHT,
  crearClasificacion,
  CrearClasificacionBody,
  ECOPLATFORM_RAIZ,
  IDIOMA_PRINCIPAL_CLASIFICACION,
  NUMERO_CLASIFICACION,
  type ClasificacionDetalle,
  type CrearClasificacionValues,
} from '@dapcon/contract/parametros';
import type { Idioma } from '@dapcon/contract/referencia';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { pestanasDe as pestanasConTextos, TextosPorIdioma, type ErroresPorIdioma, type Pestana } from '../idiomas/TextosPorIdioma';
import { AccionesParametro } from '../parametros/AccionesParametro';
import './i18n';

// The editor (tiptap) loads with the first panel that shows a tab.
const RichTextControl = lazyComponent(() => import('@dapcon/shared-ui/editor'), (m) => m.RichTextControl);

/** What the panel shows: a node as read, or a new one below `padre` (null: the top level). */
export type Edicion = { nodo: ClasificacionDetalle } | { padre: { id: string; producto: string } | null };

/** Props of {@link ClasificacionPanel}. */
export interface ClasificacionPanelProps {
  edicion: Edicion;
  /** The caller's profile: 1 sees the ID fields. */
  perfil: number;
  /** The active languages (GET /idiomas). */
  idiomas: readonly Idioma[];
  /** Saved: the API's message and the node as stored. */
  onSaved: (message: string, nodo: ClasificacionDetalle, creado: boolean) => void;
  /** Deactivated: the API's message and the node's parent. */
  onDeleted: (message: string, nodo: ClasificacionDetalle) => void;
  onCancel: () => void;
}

/** One tab per active language, plus any the node has a text in (named as the API names it). */
function pestanasDe(nodo: ClasificacionDetalle | null, idiomas: readonly Idioma[]): Pestana[] {
  return pestanasConTextos(idiomas, nodo?.param_textos.map((texto) => ({ id: texto.pt_idioma_id, nombre: texto.nombre })) ?? []);
}

function valoresDe(edicion: Edicion, tabs: readonly Pestana[]): CrearClasificacionValues {
  const nodo = 'nodo' in edicion ? edicion.nodo : null;
  const padre = 'padre' in edicion ? edicion.padre : null;
  return {
    parent_id: nodo?.parent_id ?? padre?.id ?? ECOPLATFORM_RAIZ,
    className: nodo?.className ?? '',
    classDefinition: nodo?.classDefinition ?? '',
    param_order: nodo ? String(nodo.param_order) : '',
    classActive: nodo?.classActive ?? true,
    translations: tabs.map((tab) => {
      const texto = nodo?.param_textos.find((x) => x.pt_idioma_id === tab.id);
      return { pt_idioma_id: tab.id, pt_texto: texto?.pt_texto ?? '', pt_descripcion: texto?.pt_descripcion ?? '' };
    }),
  };
}


/** A read-only value in the grid of the ID fields. */
function Dato({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label} readOnly>
      <TextInput value={value} readOnly />
    </FormField>
  );
}

/** The form of one node (mounted again for each: the caller keys it). */
export function ClasificacionPanel({ edicion, perfil, idiomas, onSaved, onDeleted, onCancel }: ClasificacionPanelProps) {
  const { t } = useTranslation('parametros');
  const actualizar = useApiMutation(actualizarClasificacion);
  const crear = useApiMutation(crearClasificacion);
  const nodo = 'nodo' in edicion ? edicion.nodo : null;
  const padre = 'padre' in edicion ? edicion.padre : null;
  const creando = nodo === null;
  const esAres = perfil === 1;
  const soloLectura = nodo !== null && !nodo.puede_editar;
  const tabs = useMemo(() => pestanasDe(nodo, idiomas), [nodo, idiomas]);

  const form = useContractForm(CrearClasificacionBody, {
    defaultValues: valoresDe(edicion, tabs),
    submit: async (values) => {
      if (!nodo) {
        const res = await crear.mutateAsync({ body: values });
        onSaved(res.message, res.data, true);
        return;
      }
      const { parent_id, ...rest } = values;
      const res = await actualizar.mutateAsync({ params: { id: nodo.id }, body: { ...rest, param_padre_id: parent_id } });
      onSaved(res.message, res.data, false);
    },
  });

  const title = creando ? (padre ? t('clasificacion.tituloCrear', { padre: padre.producto }) : t('clasificacion.tituloCrearRaiz')) : soloLectura ? t('clasificacion.tituloVer') : t('clasificacion.tituloEditar');
  const nombreDe = (p: Pestana) => p.nombre ?? String(p.id);
  const padreNombre = nodo ? (nodo.parent_name ?? t('clasificacion.raiz')) : (padre?.producto ?? t('clasificacion.raiz'));

  return (
    <Stack as="section" aria-label={title} gap="4" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {soloLectura ? (
        <Text color="fg.muted" fontSize="sm">
          {t('clasificacion.soloLectura')}
        </Text>
      ) : null}
      <ContractForm form={form} aria-label={title}>
        <fieldset disabled={soloLectura} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="4">
            {esAres ? (
              <Stack as="section" gap="2" aria-label={t('clasificacion.identificacion')}>
                <Text fontWeight="medium">{t('clasificacion.identificacion')}</Text>
                <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
                  <Dato label={t('clasificacion.campos.id')} value={nodo?.id ?? '—'} />
                  <Dato label={t('clasificacion.campos.classId')} value={nodo?.classId ?? t('clasificacion.campos.classIdNuevo')} />
                  <Dato label={t('clasificacion.campos.sistema')} value={String(nodo?.classSystem ?? NUMERO_CLASIFICACION.sistema)} />
                  <Dato label={t('clasificacion.campos.version')} value={String(nodo?.classVersion ?? NUMERO_CLASIFICACION.version)} />
                  <Dato label={t('clasificacion.campos.nivel')} value={String(nodo?.classLevel ?? NUMERO_CLASIFICACION.nivel)} />
                  <Dato label={t('clasificacion.campos.pais')} value={nodo?.classCountry ?? NUMERO_CLASIFICACION.pais} />
                </SimpleGrid>
              </Stack>
            ) : null}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Dato label={t('clasificacion.campos.padre')} value={padreNombre} />
              <Dato label={t('clasificacion.campos.origen')} value={t(`clasificacion.origenes.${nodo?.origen ?? 'portal'}`)} />
              <TextControl name="className" label={t('clasificacion.campos.className')} helperText={t('clasificacion.campos.classNameAyuda')} required readOnly={soloLectura} />
              <TextControl name="param_order" label={t('clasificacion.campos.orden')} helperText={t('clasificacion.campos.ordenAyuda')} inputMode="numeric" readOnly={soloLectura} />
            </SimpleGrid>
            <TextareaControl name="classDefinition" label={t('clasificacion.campos.classDefinition')} rows={3} readOnly={soloLectura} />
            <CheckboxControl name="classActive" label={t('clasificacion.campos.activo')} />
            <TextosPorIdioma
              titulo={t('clasificacion.textos')}
              ayuda={t('clasificacion.textosAyuda')}
              pestanas={tabs}
              nombreDe={nombreDe}
              errores={form.formState.errors.translations as ErroresPorIdioma | undefined}
              submitCount={form.formState.submitCount}
              marcaError={t('clasificacion.conErrores')}
              lazyMount
            >
              {(p, i) => (
                <>
                  <TextControl name={`translations.${i}.pt_texto`} label={t('clasificacion.campos.nombre')} required={p.id === IDIOMA_PRINCIPAL_CLASIFICACION} readOnly={soloLectura} />
                  <RichTextControl name={`translations.${i}.pt_descripcion`} label={t('clasificacion.campos.descripcion')} height={CLASIFICACION_EDITOR_HEIGHT} disabled={soloLectura} />
                </>
              )}
            </TextosPorIdioma>
          </Stack>
        </fieldset>
        <AccionesParametro
          borrable={nodo?.puede_borrar && nodo.classActive ? nodo.id : null}
          soloLectura={soloLectura}
          enviando={form.formState.isSubmitting}
          textos={{ eliminar: t('clasificacion.eliminar'), cancelar: t('clasificacion.cancelar'), guardar: t('clasificacion.guardar'), confirmarEliminar: t('clasificacion.confirmarEliminar') }}
          onCancel={onCancel}
          onDeleted={(message) => nodo && onDeleted(message, nodo)}
        />
      </ContractForm>
    </Stack>
  );
}
