// A declaration's ECO Platform class on its record page (docs/dapcon-lifecycle.md 'ECO Platform
// classification'): the class, or 'Sin clasificar', and for who may set it now (`puede_clasificar`:
// the company and its consultant in a draft, the administration always) 'Asignar' or 'Cambiar',
// which opens a modal to search the classes (GET /ecoplatform-products-options: the active leaves,
// with their path) and choose one, or none. A contract form: a 422 lands under the field.
import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  ContractForm,
  FormField,
  forgettingOnClose,
  HStack,
  SelectControl,
  Stack,
  Text,
  TextInput,
  useContractForm,
  useWatch,
  type SelectOption,
} from '@dapcon/shared-ui';
import { clasificarDapcon, ClasificarDapconBody, type DapconDetalle } from '@dapcon/contract/dapcon';
import { opcionesClasificacion, SEPARADOR_RUTA_CLASIFICACION, type OpcionClasificacion } from '@dapcon/contract/parametros';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { FormModal, type TransicionModalProps } from './DapconModales';

/** Text folded for a search: lower case, no accents. */
const plegar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** A class as the select shows it: its path, its name and its code. */
export const etiquetaClase = (o: OpcionClasificacion) => `${o.ruta ? `${o.ruta}${SEPARADOR_RUTA_CLASIFICACION}` : ''}${o.nombre} (${o.codigo})`;

/** The classes whose path, name or code hold every word of `busqueda` (accents and case ignored). */
export function filtrarClases(opciones: readonly OpcionClasificacion[], busqueda: string): OpcionClasificacion[] {
  const palabras = plegar(busqueda).split(/\s+/).filter(Boolean);
  if (palabras.length === 0) return [...opciones];
  return opciones.filter((o) => {
    const texto = plegar(`${o.ruta} ${o.nombre} ${o.codigo}`);
    return palabras.every((p) => texto.includes(p));
  });
}

function Clasificar({ open, onClose, detalle, onDone }: TransicionModalProps) {
  const { t } = useTranslation('empresas');
  const [busqueda, setBusqueda] = useState('');
  const opciones = useApiQuery(opcionesClasificacion, undefined, { enabled: open, refetchOnWindowFocus: false });
  const clasificar = useApiMutation(clasificarDapcon);
  const form = useContractForm(ClasificarDapconBody, {
    defaultValues: { clasificacion_id: detalle.clasificacion?.id ?? '' },
    submit: async (body) => {
      const res = await clasificar.mutateAsync({ params: { id: String(detalle.id) }, body });
      onClose();
      onDone(res.data, t(body.clasificacion_id === null ? 'dapcon.clasificacion.quitada' : 'dapcon.clasificacion.hecho'));
    },
  });
  const elegida = useWatch({ control: form.control, name: 'clasificacion_id' });
  const todas = opciones.data?.opciones;
  const visibles = useMemo<SelectOption[]>(() => {
    if (!todas) return [];
    const encontradas = filtrarClases(todas, busqueda);
    // The class chosen stays in the list whatever the search, so the select never shows another.
    const actual = todas.find((o) => o.id === elegida);
    if (actual && !encontradas.includes(actual)) encontradas.unshift(actual);
    // A class the declaration keeps though it is no longer offered (turned off, or given subclasses).
    const guardada = detalle.clasificacion;
    const extra = guardada && !todas.some((o) => o.id === guardada.id) && elegida === guardada.id ? [{ value: guardada.id, label: `${guardada.nombre} (${guardada.codigo})` }] : [];
    return [...extra, ...encontradas.map((o) => ({ value: o.id, label: etiquetaClase(o) }))];
  }, [todas, busqueda, elegida, detalle.clasificacion]);
  const formId = 'dapcon-clasificacion';
  const titulo = t('dapcon.clasificacion.titulo');
  const encontradas = todas ? filtrarClases(todas, busqueda).length : 0;
  return (
    <FormModal open={open} onClose={onClose} title={titulo} formId={formId} submitLabel={t('dapcon.clasificacion.guardar')} busy={form.formState.isSubmitting}>
      <ContractForm form={form} id={formId} aria-label={titulo}>
        <Stack gap="4">
          <Text color="fg.muted">{t('dapcon.clasificacion.intro')}</Text>
          {opciones.isPending ? <Text>{t('dapcon.clasificacion.cargando')}</Text> : null}
          {opciones.isError ? <Text color="fg.error">{t('dapcon.clasificacion.error')}</Text> : null}
          {todas ? (
            <>
              <FormField label={t('dapcon.clasificacion.buscar')} helperText={t('dapcon.clasificacion.buscarAyuda')}>
                <TextInput type="search" value={busqueda} onChange={(event) => setBusqueda(event.target.value)} autoComplete="off" />
              </FormField>
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {encontradas === 0 ? t('dapcon.clasificacion.sinResultados') : t('dapcon.clasificacion.resultados', { count: encontradas })}
              </Text>
              <SelectControl name="clasificacion_id" label={t('dapcon.clasificacion.clase')} options={visibles} placeholder={t('dapcon.clasificacion.ninguna')} />
            </>
          ) : null}
        </Stack>
      </ContractForm>
    </FormModal>
  );
}

/** 'Asignar' / 'Cambiar': the classes to search and choose from (or none), sent as PATCH /dapcon/{id}/clasificacion. */
export const ClasificacionModal = forgettingOnClose(Clasificar);

/** The record's 'Clasificación ECO Platform': the class (code · name) or 'Sin clasificar', and the button for who may set it now. */
export function DapconClasificacion({ detalle, onChanged }: { detalle: DapconDetalle; onChanged: TransicionModalProps['onDone'] }) {
  const { t } = useTranslation('empresas');
  const [open, setOpen] = useState(false);
  const clase = detalle.clasificacion;
  const asignada = clase !== null;
  return (
    <HStack gap="3" align="start" wrap="wrap" data-testid="dapcon-clasificacion">
      <Box>
        {clase ? (
          <>
            {clase.nombre}
            <Text fontSize="sm" fontWeight="normal" color="fg.muted">
              {clase.codigo}
            </Text>
          </>
        ) : (
          <Text as="span" fontWeight="normal" color="fg.muted">
            {t('dapcon.clasificacion.sin')}
          </Text>
        )}
      </Box>
      {detalle.puede_clasificar ? (
        <>
          <Button aria-haspopup="dialog" size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={t(asignada ? 'dapcon.clasificacion.cambiarLabel' : 'dapcon.clasificacion.asignarLabel')}>
            {t(asignada ? 'dapcon.clasificacion.cambiar' : 'dapcon.clasificacion.asignar')}
          </Button>
          <ClasificacionModal open={open} onClose={() => setOpen(false)} detalle={detalle} onDone={onChanged} />
        </>
      ) : null}
    </HStack>
  );
}
