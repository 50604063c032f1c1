// The web content's form (spec part 2 §2.19, §3 'Web content', §5 'Content'; docs/contenidos.md step 3):
// title, short and long description (the rich-text editor, 360 high, loaded lazily, its images uploaded
// with POST /upload_file_editor), type, classification, state, publication days, profiles and, with
// profile 5, company types, and a news item's image. The contract's messages under the fields, the
// server's 422 too; nothing typed is lost on an error.
import { Suspense } from 'react';
import {
  Box,
  Button,
  CheckboxGroupControl,
  ContractForm,
  FileControl,
  FormSection,
  HStack,
  LoadingState,
  SelectControl,
  SimpleGrid,
  Stack,
  Text,
  TextareaControl,
  TextControl,
  lazyComponent,
  useContractForm,
  useObjectUrl,
  useLocation,
  useNavigate,
  useWatch,
} from '@dapcon/shared-ui';
import { useParameterOptions } from '@dapcon/shared-ui/reference';
import { calendarDay, PERFILES, UPLOAD_RULES } from '@dapcon/contract/core';
import {
  actualizarContenido,
  ActualizarContenidoBody,
  crearContenido,
  CrearContenidoBody,
  ESTADOS_CONTENIDO,
  imagenContenido,
  PERFILES_CONTENIDO,
  TIPO_CONTENIDO_CON_IMAGEN,
  type ContenidoDetalle,
  type ContenidoForm as ContenidoFormValues,
} from '@dapcon/contract/contenidos';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useStoredFile } from '@dapcon/shared-sdk/query';
import { useSubirImagen } from './subirImagen';
import { useVolverALista } from './volver';
import './i18n';

// The editor (tiptap) loads with the form, never with the area: config/size-budgets.json keeps it off
// every first load.
const RichTextControl = lazyComponent(() => import('@dapcon/shared-ui/editor'), (m) => m.RichTextControl);

/** The spec's editor height for contents (part 2 §2.19, §9). */
export const EDITOR_HEIGHT = 360;

/** The form's values for a content (empty for a new one: published from today, nothing chosen). */
export function contenidoValues(c: ContenidoDetalle | null): ContenidoFormValues {
  return {
    titulo: c?.titulo ?? '',
    descripcion_corta: c?.descripcion_corta ?? '',
    descripcion_larga: c?.descripcion_larga ?? '',
    tipo: c?.tipo ?? '',
    clasificacion: c?.clasificacion ?? '',
    perfil: (c?.perfiles ?? []).map(String),
    tipos_empresa: c?.tipos_empresa ?? [],
    fecha_publicacion: c?.fecha_publicacion ?? calendarDay(new Date()),
    fecha_fin_publicacion: c?.fecha_fin_publicacion ?? '',
    estado: c?.estado ?? '',
    imagen: null,
  };
}

/** A news item's image: the stored one (or the one just picked) beside the field to pick a new one. */
function ImagenNoticia({ contenido }: { contenido: ContenidoDetalle | null }) {
  const { t } = useTranslation('contenidos');
  const guardada = contenido?.tiene_imagen === true && contenido.tipo === TIPO_CONTENIDO_CON_IMAGEN;
  const { data: stored = null } = useStoredFile(imagenContenido, { params: { id: String(contenido?.id ?? 0) } }, guardada);
  const picked: unknown = useWatch({ name: 'imagen' });
  const url = useObjectUrl(picked instanceof File ? picked : stored);
  return (
    <HStack gap="6" align="flex-start" wrap="wrap">
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {picked instanceof File ? t('contenidos.editor.campos.imagenElegida') : t('contenidos.editor.campos.imagenActual')}
        </Text>
        <Box w="240px" h="150px" borderWidth="1px" rounded="l2" bg="bg.muted" display="flex" alignItems="center" justifyContent="center" overflow="hidden" p="2">
          {url ? (
            <img src={url} alt={contenido?.titulo ?? ''} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {guardada ? '' : t('contenidos.editor.campos.sinImagen')}
            </Text>
          )}
        </Box>
      </Stack>
      <Box flex="1" minW="16rem">
        <FileControl
          name="imagen"
          label={guardada ? t('contenidos.editor.campos.imagenCambiar') : t('contenidos.editor.campos.imagenNueva')}
          helperText={t('contenidos.editor.campos.imagenAyuda')}
          rule={UPLOAD_RULES.imagen}
          required={!guardada}
        />
      </Box>
    </HStack>
  );
}

/** The fields, inside the form (they follow the type and the profiles as they are chosen). */
function Campos({ contenido, onTipo }: { contenido: ContenidoDetalle | null; onTipo: (tipo: string) => void }) {
  const { t } = useTranslation('contenidos');
  const { tipo_noticias: tipos = [], clasificacion_noticias: clasificaciones = [] } = useParameterOptions(['tipo_noticias', 'clasificacion_noticias']);
  const { tipo_empresa: tiposEmpresa = [] } = useParameterOptions(['tipo_empresa']);
  const tipo: unknown = useWatch({ name: 'tipo' });
  const perfiles: unknown = useWatch({ name: 'perfil' });
  const conEmpresas = Array.isArray(perfiles) && perfiles.map(String).includes(String(PERFILES.organizacion));
  const seleccione = t('contenidos.editor.campos.seleccione');
  const estados = ESTADOS_CONTENIDO.map((e) => ({ value: e, label: t(`contenidos.estados.${e}`) }));
  const subirImagen = useSubirImagen();
  const perfilOptions = PERFILES_CONTENIDO.map((p) => ({ value: String(p), label: t(`contenidos.editor.perfiles.${p}`) }));

  return (
    <Stack gap="6">
      <FormSection legend={t('contenidos.editor.secciones.contenido')}>
        <Stack gap="4">
          <TextControl name="titulo" label={t('contenidos.editor.campos.titulo')} autoComplete="off" required />
          <TextareaControl name="descripcion_corta" label={t('contenidos.editor.campos.descripcionCorta')} rows={3} required />
          <Suspense fallback={<LoadingState label={t('contenidos.editor.cargandoEditor')} />}>
            <RichTextControl
              name="descripcion_larga"
              label={t('contenidos.editor.campos.descripcionLarga')}
              helperText={t('contenidos.editor.campos.descripcionLargaAyuda')}
              height={EDITOR_HEIGHT}
              onUploadImage={subirImagen}
              required
            />
          </Suspense>
        </Stack>
      </FormSection>
      <FormSection legend={t('contenidos.editor.secciones.publicacion')}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <SelectControl name="tipo" label={t('contenidos.editor.campos.tipo')} options={tipos} placeholder={seleccione} required onPicked={onTipo} />
            <SelectControl name="clasificacion" label={t('contenidos.editor.campos.clasificacion')} options={clasificaciones} placeholder={seleccione} required />
            <SelectControl name="estado" label={t('contenidos.editor.campos.estado')} options={estados} placeholder={seleccione} required />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextControl name="fecha_publicacion" type="date" label={t('contenidos.editor.campos.fechaPublicacion')} required />
            <TextControl name="fecha_fin_publicacion" type="date" label={t('contenidos.editor.campos.fechaFin')} helperText={t('contenidos.editor.campos.fechaFinAyuda')} />
          </SimpleGrid>
        </Stack>
      </FormSection>
      <FormSection legend={t('contenidos.editor.secciones.destinatarios')}>
        <Stack gap="4">
          <CheckboxGroupControl name="perfil" label={t('contenidos.editor.campos.perfiles')} helperText={t('contenidos.editor.campos.perfilesAyuda')} options={perfilOptions} required />
          {conEmpresas ? (
            <CheckboxGroupControl name="tipos_empresa" label={t('contenidos.editor.campos.tiposEmpresa')} helperText={t('contenidos.editor.campos.tiposEmpresaAyuda')} options={tiposEmpresa} />
          ) : null}
        </Stack>
      </FormSection>
      {tipo === TIPO_CONTENIDO_CON_IMAGEN ? (
        <FormSection legend={t('contenidos.editor.secciones.imagen')}>
          <ImagenNoticia contenido={contenido} />
        </FormSection>
      ) : null}
    </Stack>
  );
}

/** Props of {@link ContenidoForm}. */
export interface ContenidoFormProps {
  /** The content edited, or null for a new one. */
  contenido: ContenidoDetalle | null;
}

/**
 * A content's form: 'Guardar' creates it (`POST /contenidos-web`, then its page, where files can be
 * attached) or saves it (`POST /contenidos-web/{id}` with `_method=PATCH`); the server's message in
 * the shell's modal, a 422 under its fields; 'Cancelar' goes back to the list as it was.
 */
export function ContenidoForm({ contenido }: ContenidoFormProps) {
  const { t } = useTranslation('contenidos');
  const navigate = useNavigate();
  const { state } = useLocation();
  const volver = useVolverALista();
  // A stored news item keeps its image without a new one: the update's schema (the server checks the rest).
  const schema = (contenido ? ActualizarContenidoBody : CrearContenidoBody) as typeof ActualizarContenidoBody;
  // The lists, the content's page and its image read again: each write's `stale`.
  const actualizar = useApiMutation(actualizarContenido);
  const crear = useApiMutation(crearContenido);
  const form = useContractForm(schema, {
    defaultValues: contenidoValues(contenido),
    submit: async (body) => {
      if (contenido) {
        const res = await actualizar.mutateAsync({ params: { id: String(contenido.id) }, body: { ...body, _method: 'PATCH' } });
        form.reset(contenidoValues(res.data));
        feedback.success(res.message);
      } else {
        const res = await crear.mutateAsync({ body });
        feedback.success(res.message);
        // Its page, where its files can be attached; back still goes to the list.
        navigate(`/contenidos/${res.data.id}`, { replace: true, state });
      }
    },
  });
  // Only a news item has an image: one picked for it goes when the type changes.
  const onTipo = (tipo: string) => {
    if (tipo !== TIPO_CONTENIDO_CON_IMAGEN) form.setValue('imagen', null);
  };

  return (
    <ContractForm form={form} aria-label={t('contenidos.editor.form')}>
      <Stack gap="6">
        <Campos contenido={contenido} onTipo={onTipo} />
        <HStack justify="flex-end" gap="2" borderTopWidth="1px" pt="4">
          <Button variant="outline" colorPalette="gray" onClick={() => navigate(volver)} disabled={form.formState.isSubmitting}>
            {t('contenidos.editor.cancelar')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('contenidos.editor.guardar')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
