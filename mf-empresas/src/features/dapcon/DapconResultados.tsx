// A declaration's results table on its record page (issue 35; contract/src/dapcon/resultados.ts): the
// EN 15804+A2 core indicators per life-cycle module, with the declared unit, the mass per unit, the
// reference year and the LCIA method. Everyone taking part reads it; who may change it now
// (`puede_cambiar`: the company and its consultant in a draft, the administration until publication)
// downloads the template (with the current figures when there are some), uploads a filled one
// (CSV or Excel) and removes it. The API checks the file whole: a 422 lists what is wrong, each
// message on its own line under the file field.
import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  chakra,
  ChosenFile,
  ConfirmModal,
  FilePickButton,
  FormField,
  HStack,
  RemoveFileButton,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useFileField,
} from '@dapcon/shared-ui';
import { UPLOAD_RULES } from '@dapcon/contract/core';
import {
  borrarResultados,
  MODULOS_RESULTADOS,
  nombreTablaResultados,
  plantillaResultados,
  RESULTADOS_MSG,
  resultadosDapcon,
  subirResultados,
  type DapconDetalle,
  type FormatoTabla,
  type RespuestaResultados,
  type ResultadosDapcon,
} from '@dapcon/contract/dapcon';
import { ApiError, download, feedback, reportApiError, useTranslation } from '@dapcon/shared-sdk';
import { queryClient, queryKeyOf, useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { fechaHora } from './fechas';

/** A figure as written in numbers: 'Infinity' and the like are not. */
const NUMERO = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A figure of the table in the reader's language, every digit kept: the API's exact decimal (a
 * string) goes to Intl as a string, which formats it without passing through a float. Marks (ND,
 * MND) and anything else stay as written.
 *
 * @example
 * cifra('-0.0000000381', 'es') // '-0,0000000381'
 * cifra('12345.6', 'ca') // '12.345,6'
 */
export function cifra(valor: string, lang: string): string {
  if (!NUMERO.test(valor)) return valor;
  return new Intl.NumberFormat(lang === 'ca' ? 'ca-ES' : 'es-ES', { maximumFractionDigits: 100 }).format(valor as Intl.StringNumericLiteral);
}

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd fontWeight="medium" wordBreak="break-word">
        {children}
      </chakra.dd>
    </Box>
  );
}

/** The table's header: declared unit, mass per unit, reference year, LCIA method, the file and when it came. */
function Cabecera({ tabla, lang }: { tabla: ResultadosDapcon; lang: string }) {
  const { t } = useTranslation('empresas');
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" aria-label={t('dapcon.resultados.cabecera')} data-testid="resultados-cabecera">
      <Dato label={t('dapcon.resultados.unidadDeclarada')}>{`${cifra(tabla.unidad_cantidad, lang)} ${t(`dapcon.resultados.unidades.${tabla.unidad}`)}`}</Dato>
      <Dato label={t('dapcon.resultados.masa')}>{tabla.masa_por_unidad === null ? '—' : t('dapcon.resultados.masaValor', { masa: cifra(tabla.masa_por_unidad, lang) })}</Dato>
      <Dato label={t('dapcon.resultados.anio')}>{tabla.anio_referencia}</Dato>
      <Dato label={t('dapcon.resultados.metodo')}>{tabla.metodo}</Dato>
      <Dato label={t('dapcon.resultados.archivo')}>{tabla.nombre_archivo}</Dato>
      <Dato label={t('dapcon.resultados.subidoEn')}>{fechaHora(tabla.subido_en, lang)}</Dato>
    </SimpleGrid>
  );
}

/**
 * The indicators (rows: code and unit) by module (columns), in a box of its own that scrolls
 * sideways when the page is narrower than the table (the page never does), reachable by keyboard.
 */
function Tabla({ tabla, lang }: { tabla: ResultadosDapcon; lang: string }) {
  const { t } = useTranslation('empresas');
  const captionId = useId();
  const fijo = { position: 'sticky', left: 0, bg: 'bg', zIndex: 1 } as const;
  return (
    <Stack gap="2">
      <Box overflowX="auto" maxW="100%" borderWidth="1px" rounded="l2" tabIndex={0} role="region" aria-labelledby={captionId} data-testid="resultados-tabla">
        <Table.Root size="sm" variant="line" css={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <Table.Caption id={captionId} captionSide="top" textAlign="start" fontWeight="semibold" px="3" py="2" mt="0">
            {t('dapcon.resultados.caption')}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col" {...fijo}>
                {t('dapcon.resultados.indicador')}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('dapcon.resultados.unidad')}</Table.ColumnHeader>
              {MODULOS_RESULTADOS.map((modulo) => (
                <Table.ColumnHeader key={modulo} scope="col" textAlign="end">
                  {modulo}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {tabla.filas.map((fila) => (
              <Table.Row key={fila.indicador}>
                <Table.ColumnHeader scope="row" fontWeight="semibold" {...fijo}>
                  {fila.indicador}
                </Table.ColumnHeader>
                <Table.Cell color="fg.muted">{fila.unidad}</Table.Cell>
                {MODULOS_RESULTADOS.map((modulo) => {
                  const valor = fila.valores[modulo];
                  return (
                    <Table.Cell key={modulo} textAlign="end" fontVariantNumeric="tabular-nums" color={valor === undefined || valor === 'ND' || valor === 'MND' ? 'fg.muted' : undefined}>
                      {valor === undefined || valor === '' ? '—' : cifra(valor, lang)}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('dapcon.resultados.leyenda')}
      </Text>
    </Stack>
  );
}

/**
 * The file to upload: the form kit's picker parts (the contract's rule checks type and size on the
 * spot) in a field whose error says the table was refused, and under it the API's messages, one a
 * line, in a live region the input is described by.
 */
function ArchivoTabla({
  label,
  value,
  onChange,
  error,
  mensajes,
  disabled,
}: {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  mensajes: readonly string[];
  disabled: boolean;
}) {
  const { t } = useTranslation('empresas');
  const file = useFileField(UPLOAD_RULES.tabla, error, onChange);
  const listaId = useId();
  return (
    <Stack gap="1">
      <FormField label={label} error={file.text ?? null} helperText={disabled ? t('dapcon.resultados.enviando') : t('dapcon.resultados.ayuda')} disabled={disabled}>
        <HStack gap="3" wrap="wrap" minH="8">
          <FilePickButton
            inputRef={file.input}
            accept={file.accept}
            name="tabla"
            disabled={disabled}
            // The API's messages describe the input too (the field's own text is the error's summary).
            chosenId={mensajes.length > 0 ? `${file.chosenId} ${listaId}` : file.chosenId}
            onPick={(picked) => file.pick(picked, onChange)}
          >
            {t('dapcon.resultados.elegir')}
          </FilePickButton>
          {value ? (
            <>
              <Text id={file.chosenId} textStyle="sm" wordBreak="break-all">
                <ChosenFile file={value} />
              </Text>
              <RemoveFileButton label={t('file.remove', { ns: 'ui' })} fileName={value.name} disabled={disabled} onRemove={file.remove} />
            </>
          ) : (
            <Text id={file.chosenId} textStyle="sm" color="fg.muted">
              {t('file.empty', { ns: 'ui' })}
            </Text>
          )}
        </HStack>
      </FormField>
      <Box aria-live="polite">
        {mensajes.length > 0 ? (
          <chakra.ul id={listaId} aria-label={t('dapcon.resultados.errores')} listStyleType="disc" ps="5" color="fg.error" fontSize="sm" data-testid="resultados-errores">
            {mensajes.map((mensaje, i) => (
              <chakra.li key={`${i}-${mensaje}`}>{mensaje}</chakra.li>
            ))}
          </chakra.ul>
        ) : null}
      </Box>
    </Stack>
  );
}

/** What who may change the table has: the template's downloads, the upload, and the removal when there is a table. */
function Cambiar({ detalle, tabla }: { detalle: DapconDetalle; tabla: ResultadosDapcon | null }) {
  const { t } = useTranslation('empresas');
  const id = String(detalle.id);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [mensajes, setMensajes] = useState<readonly string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [borrando, setBorrando] = useState(false);
  const [descargando, setDescargando] = useState<FormatoTabla | null>(null);
  // The table and the record (its history) are read again after each write: the endpoints' `stale`.
  const subir = useApiMutation(subirResultados);
  const borrar = useApiMutation(borrarResultados);
  const clave = queryKeyOf(resultadosDapcon, { params: { id } });

  const plantilla = async (formato: FormatoTabla) => {
    setDescargando(formato);
    try {
      const file = await download(plantillaResultados, { params: { id }, query: { formato } });
      // The list kit's saver, loaded only when a file is downloaded.
      const { saveFile } = await import('@dapcon/shared-ui/data');
      saveFile(file.blob, file.filename ?? `${nombreTablaResultados(detalle.dapcon_codigo, detalle.id)}.${formato}`);
    } catch (e) {
      reportApiError(e);
    } finally {
      setDescargando(null);
    }
  };

  const elegir = (file: File | null) => {
    // Another file: what was said of the last one no longer applies.
    setArchivo(file);
    setMensajes([]);
    setError(null);
  };

  const enviar = async () => {
    if (!archivo) {
      setMensajes([]);
      setError(RESULTADOS_MSG.tablaObligatoria);
      return;
    }
    setError(null);
    setMensajes([]);
    try {
      const res = await subir.mutateAsync({ params: { id }, body: { tabla: archivo } });
      queryClient.setQueryData<RespuestaResultados>(clave, res.data);
      setArchivo(null);
      feedback.success(t('dapcon.resultados.subida'));
    } catch (e) {
      // What the API found in the file stays under the field, each message a line; the file stays chosen.
      if (e instanceof ApiError && e.isValidationError) {
        const lista = Object.values(e.errors).flat();
        setMensajes(lista.length > 0 ? lista : [e.message]);
        setError(t('dapcon.resultados.rechazada', { count: lista.length > 0 ? lista.length : 1 }));
      } else reportApiError(e);
    }
  };

  const eliminar = async () => {
    const res = await borrar.run({ params: { id } });
    setBorrando(false);
    if (!res) return;
    queryClient.setQueryData<RespuestaResultados>(clave, (antes) => (antes ? { ...antes, resultados: null } : antes));
    feedback.success(t('dapcon.resultados.eliminada'));
  };

  return (
    <Stack gap="4" data-testid="resultados-cambiar">
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm">{t(tabla ? 'dapcon.resultados.plantillaConDatos' : 'dapcon.resultados.plantilla')}</Text>
        <Button size="xs" variant="outline" onClick={() => void plantilla('xlsx')} loading={descargando === 'xlsx'}>
          {t('dapcon.resultados.descargarExcel')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => void plantilla('csv')} loading={descargando === 'csv'}>
          {t('dapcon.resultados.descargarCsv')}
        </Button>
      </HStack>
      <Stack gap="2" maxW="40rem">
        <ArchivoTabla
          label={t(tabla ? 'dapcon.resultados.archivoSustituir' : 'dapcon.resultados.archivoSubir')}
          value={archivo}
          onChange={elegir}
          error={error}
          mensajes={mensajes}
          disabled={subir.isPending}
        />
        <HStack gap="3">
          <Button size="sm" colorPalette="brand" onClick={() => void enviar()} loading={subir.isPending}>
            {t(tabla ? 'dapcon.resultados.sustituir' : 'dapcon.resultados.subir')}
          </Button>
          {tabla ? (
            <Button aria-haspopup="dialog" size="sm" variant="outline" colorPalette="red" onClick={() => setBorrando(true)} disabled={subir.isPending}>
              {t('dapcon.resultados.eliminar')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
      <ConfirmModal
        open={borrando}
        title={t('dapcon.resultados.eliminarTitulo')}
        message={t('dapcon.resultados.eliminarPregunta')}
        confirmLabel={t('dapcon.resultados.eliminarBoton')}
        cancelLabel={t('dapcon.acciones.cancelar')}
        destructive
        loading={borrar.isPending}
        onConfirm={() => void eliminar()}
        onCancel={() => (borrar.isPending ? undefined : setBorrando(false))}
      />
    </Stack>
  );
}

/**
 * The record page's 'Resultados (EN 15804+A2)' (GET /dapcon/{id}/resultados): the table and its
 * header, or 'Sin tabla de resultados'; and for who may change it now, the template, the upload and
 * the removal.
 */
export function DapconResultados({ detalle }: { detalle: DapconDetalle }) {
  const { t, i18n } = useTranslation('empresas');
  const query = useApiQuery(resultadosDapcon, { params: { id: String(detalle.id) } }, { refetchOnWindowFocus: false });
  const lang = i18n.language === 'ca' ? 'ca' : 'es';
  const tabla = query.data?.resultados ?? null;
  return (
    <Stack as="section" gap="4" aria-labelledby="dapcon-resultados" data-testid="dapcon-resultados">
      <Text as="h2" id="dapcon-resultados" fontSize="lg" fontWeight="semibold">
        {t('dapcon.resultados.titulo')}
      </Text>
      {query.isPending ? <Text color="fg.muted">{t('dapcon.resultados.cargando')}</Text> : null}
      {query.isError ? (
        <HStack gap="3">
          <Text>{t('dapcon.resultados.error')}</Text>
          <Button size="xs" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('dapcon.ficha.retry')}
          </Button>
        </HStack>
      ) : null}
      {query.data && !tabla ? <Text color="fg.muted">{t('dapcon.resultados.sin')}</Text> : null}
      {tabla ? (
        <>
          <Cabecera tabla={tabla} lang={lang} />
          <Tabla tabla={tabla} lang={lang} />
        </>
      ) : null}
      {query.data?.puede_cambiar ? <Cambiar detalle={detalle} tabla={tabla} /> : null}
    </Stack>
  );
}
