// 'Sincronizar' of /clasificacion-ecoplatform (the administrator profile's, spec part 2 §6, §7.10;
// docs/parametros.md 'The import file'): the administrator picks the classification's CSV file, reads
// what it does and confirms ('¿Realmente desea sincronizar la clasificación de ECO Platform con este
// fichero?'); the browser sends the file's text and the modal then shows what changed (created,
// updated, unchanged, deactivated, with their codes), or the file's errors line by line.
import { useState } from 'react';
import { Button, FileField, HStack, Modal, SimpleGrid, Stack, Text } from '@dapcon/shared-ui';
import { CLASIFICACION_FICHERO, CLASIFICACION_MSG, sincronizarClasificacion, type ResumenSincronizacion } from '@dapcon/contract/parametros';
import { ApiError, isLang, localizeMessage, reportApiError, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import './i18n';

/** Props of {@link SincronizarModal}. */
export interface SincronizarModalProps {
  open: boolean;
  onClose: () => void;
  /** A file was imported: the tree is read again. */
  onSynced: (resumen: ResumenSincronizacion) => void;
}

/** A 422's errors as lines: 'Línea 3, columna padre: …', whole-file ones first. */
function erroresDe(errors: Record<string, string[]>, t: (key: string, values?: Record<string, unknown>) => string, lang: 'es' | 'ca'): string[] {
  return Object.entries(errors)
    .map(([campo, mensajes]) => {
      const texto = localizeMessage(mensajes[0] ?? '', lang);
      const m = /^linea\.(\d+)(?:\.(.+))?$/.exec(campo);
      if (!m) return { orden: 0, texto };
      const donde = m[2] ? t('clasificacion.sync.lineaColumna', { linea: m[1], columna: m[2] }) : t('clasificacion.sync.linea', { linea: m[1] });
      return { orden: Number(m[1]), texto: `${donde}: ${texto}` };
    })
    .sort((a, b) => a.orden - b.orden)
    .map((e) => e.texto);
}

/** The counts and codes of a sync. */
function Resumen({ resumen }: { resumen: ResumenSincronizacion }) {
  const { t } = useTranslation('parametros');
  const filas = [
    { key: 'total', value: resumen.total, codigos: [] as string[] },
    { key: 'creados', value: resumen.creados, codigos: resumen.codigos.creados },
    { key: 'actualizados', value: resumen.actualizados, codigos: resumen.codigos.actualizados },
    { key: 'sinCambios', value: resumen.sin_cambios, codigos: [] as string[] },
    { key: 'desactivados', value: resumen.desactivados, codigos: resumen.codigos.desactivados },
  ];
  const nada = resumen.creados + resumen.actualizados + resumen.desactivados === 0;
  return (
    <Stack gap="3" role="status" aria-label={t('clasificacion.sync.resumen')}>
      <Text fontWeight="medium">{t('clasificacion.sync.resumen')}</Text>
      <SimpleGrid as="dl" columns={2} gap="2" maxW="sm">
        {filas.map((f) => (
          // A group of the list (a `div` holding its `dt` and `dd`s and nothing else, as WCAG 1.3.1 asks):
          // the figure beside its name, the codes it names below both.
          <SimpleGrid key={f.key} templateColumns="1fr auto" columnGap="2" gridColumn="span 2">
            <Text as="dt">{t(`clasificacion.sync.${f.key}`)}</Text>
            <Text as="dd" fontWeight="semibold" textAlign="end" data-testid={`sync-${f.key}`}>
              {f.value}
            </Text>
            {f.codigos.length > 0 ? (
              <Text as="dd" gridColumn="span 2" fontSize="sm" color="fg.muted" truncate title={f.codigos.join(', ')}>
                {t('clasificacion.sync.codigos', { codigos: f.codigos.join(', ') })}
              </Text>
            ) : null}
          </SimpleGrid>
        ))}
      </SimpleGrid>
      {nada ? <Text color="fg.muted">{t('clasificacion.sync.nadaCambia')}</Text> : null}
    </Stack>
  );
}

/** The sync modal (mounted again each time it opens: the caller keys it). */
export function SincronizarModal({ open, onClose, onSynced }: SincronizarModalProps) {
  const { t, i18n } = useTranslation('parametros');
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const [fichero, setFichero] = useState<File | null>(null);
  const [falta, setFalta] = useState(false);
  // The tree and the node on screen read again: sincronizarClasificacion's `stale`.
  const sincronizacion = useApiMutation(sincronizarClasificacion);
  const enviando = sincronizacion.isPending;
  const [errores, setErrores] = useState<string[]>([]);
  const [resumen, setResumen] = useState<ResumenSincronizacion | null>(null);

  const sincronizar = async () => {
    if (!fichero) {
      setFalta(true);
      return;
    }
    setErrores([]);
    try {
      const contenido = await fichero.text();
      const res = await sincronizacion.mutateAsync({ body: { contenido } });
      setResumen(res.data);
      onSynced(res.data);
    } catch (error) {
      // The file's refused rows stay in the modal, as a form's fields would; the rest to the shell.
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) setErrores(erroresDe(error.errors, t, lang));
      else reportApiError(error);
    }
  };

  const footer = resumen ? (
    <Button onClick={onClose}>{t('clasificacion.sync.cerrar')}</Button>
  ) : (
    <HStack gap="3">
      <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={enviando}>
        {t('clasificacion.sync.cancelar')}
      </Button>
      <Button onClick={() => void sincronizar()} loading={enviando}>
        {t('clasificacion.sync.enviar')}
      </Button>
    </HStack>
  );

  return (
    <Modal open={open} onClose={onClose} title={t('clasificacion.sync.titulo')} size="lg" footer={footer}>
      {resumen ? (
        <Resumen resumen={resumen} />
      ) : (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('clasificacion.sync.ayuda')}
          </Text>
          <FileField
            label={t('clasificacion.sync.fichero')}
            rule={CLASIFICACION_FICHERO}
            value={fichero}
            onChange={(file) => {
              setFichero(file);
              setFalta(false);
              setErrores([]);
            }}
            error={falta ? localizeMessage(CLASIFICACION_MSG.clasifFicheroObligatorio, lang) : null}
            required
          />
          <Text fontWeight="medium">{t('clasificacion.sync.confirmar')}</Text>
          {errores.length > 0 ? (
            <Stack gap="1" role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="3">
              <Text color="fg.error" fontWeight="medium">
                {t('clasificacion.sync.errores')}
              </Text>
              <Stack as="ul" gap="1" ps="4" listStyleType="disc">
                {errores.map((e) => (
                  <Text as="li" key={e} fontSize="sm">
                    {e}
                  </Text>
                ))}
              </Stack>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
