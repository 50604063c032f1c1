// /maintenance (spec part 2 §2.1, §6: the Ares administrator only; part 1 §2 'Disk-usage screen', with
// the real figures; docs/parametros.md 'Maintenance as built'): the maintenance switch with its message,
// the database, the mail queue with 'Reenviar fallidos', the storage with the disk's doughnut, and the
// demo reset (only outside production), each change confirmed first.
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  chakra,
  CheckboxControl,
  ConfirmModal,
  ContractForm,
  Heading,
  HStack,
  LoadingState,
  PageHeader,
  SimpleGrid,
  Stack,
  StatusBadge,
  Text,
  TextareaControl,
  useContractForm,
} from '@dapcon/shared-ui';
import {
  guardarMantenimiento,
  mantenimiento,
  MantenimientoBody,
  reenviarCorreosFallidos,
  reiniciarDemo,
  type EstadoMantenimientoAdmin,
  type MantenimientoData,
} from '@dapcon/contract/sistema';
import { PieChart } from '@dapcon/shared-ui/chart';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { diskSlices, formatInstant, formatSize } from './format';
import './i18n';


/** A section of the page: its heading, and its content in a bordered box. */
function Section({ title, children, testId, aside }: { title: string; children: ReactNode; testId: string; aside?: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderWidth="1px" borderRadius="lg" bg="bg" p="5" minW="0" data-testid={testId}>
      <HStack justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {aside}
      </HStack>
      {children}
    </Stack>
  );
}

/** Figures as a list of terms and values. */
function Figures({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(10rem, max-content) minmax(0, 1fr)' }} columnGap="6" rowGap="2" m="0">
      {items.map(([term, value]) => (
        <Box key={term} display="contents">
          <chakra.dt color="fg.muted" fontSize="sm">
            {term}
          </chakra.dt>
          <chakra.dd m="0" fontWeight="medium" minW="0" overflowWrap="anywhere" data-term={term}>
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/** The switch and its message, as last saved. */
function Switch({ estado }: { estado: EstadoMantenimientoAdmin }) {
  const { t, i18n } = useTranslation('parametros');
  // The page and the portal's maintenance state read again: guardarMantenimiento's `stale`.
  const guardar = useApiMutation(guardarMantenimiento, { notify: true });
  const form = useContractForm(MantenimientoBody, {
    defaultValues: { activo: estado.activo, mensaje: estado.mensaje },
    submit: async (body) => {
      await guardar.mutateAsync({ body });
    },
  });
  return (
    <Section
      title={t('mantenimiento.modo.titulo')}
      testId="mantenimiento-modo"
      aside={
        <StatusBadge palette={estado.activo ? 'orange' : 'green'} testId="mantenimiento-estado">
          {estado.activo ? t('mantenimiento.modo.activado') : t('mantenimiento.modo.desactivado')}
        </StatusBadge>
      }
    >
      <Text color="fg.muted" maxW="4xl">
        {t('mantenimiento.modo.explicacion')}
      </Text>
      <ContractForm form={form} aria-label={t('mantenimiento.modo.titulo')}>
        <Stack gap="4" maxW="3xl">
          <CheckboxControl name="activo" label={t('mantenimiento.modo.activo')} />
          <TextareaControl name="mensaje" label={t('mantenimiento.modo.mensaje')} helperText={t('mantenimiento.modo.mensajeAyuda')} rows={3} />
          <HStack>
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t('mantenimiento.modo.guardar')}
            </Button>
          </HStack>
        </Stack>
      </ContractForm>
      {estado.actualizado_at && estado.actualizado_por ? (
        <Text fontSize="sm" color="fg.muted">
          {t('mantenimiento.modo.ultimoCambio', { fecha: formatInstant(estado.actualizado_at, i18n.language), autor: estado.actualizado_por })}
        </Text>
      ) : null}
    </Section>
  );
}

function BaseDatos({ data }: { data: MantenimientoData['base_datos'] }) {
  const { t, i18n } = useTranslation('parametros');
  const lang = i18n.language;
  return (
    <Section title={t('mantenimiento.baseDatos.titulo')} testId="mantenimiento-base-datos">
      <Figures
        items={[
          [t('mantenimiento.baseDatos.motor'), t(`mantenimiento.baseDatos.${data.motor}`)],
          [t('mantenimiento.baseDatos.version'), data.version],
          [t('mantenimiento.baseDatos.tamanio'), formatSize(data.tamanio, lang)],
          ...(data.tamanio_carpeta === null ? [] : [[t('mantenimiento.baseDatos.carpeta'), formatSize(data.tamanio_carpeta, lang)] as const]),
          [t('mantenimiento.baseDatos.migraciones'), t('mantenimiento.baseDatos.migracionesDe', { aplicadas: data.migraciones_aplicadas, conocidas: data.migraciones_conocidas })],
          [
            t('mantenimiento.baseDatos.ultima'),
            data.ultima_migracion && data.ultima_migracion_at
              ? t('mantenimiento.baseDatos.ultimaValor', { nombre: data.ultima_migracion, fecha: formatInstant(data.ultima_migracion_at, lang) })
              : t('mantenimiento.baseDatos.ninguna'),
          ],
        ]}
      />
    </Section>
  );
}

function Correos({ data }: { data: MantenimientoData['correos'] }) {
  const { t } = useTranslation('parametros');
  const [asking, setAsking] = useState(false);
  // The page's figures read again: reenviarCorreosFallidos' `stale`.
  const reenvio = useApiMutation(reenviarCorreosFallidos);
  async function resend() {
    const answer = await reenvio.run();
    setAsking(false);
    if (answer) feedback.success(answer.message);
  }
  return (
    <Section title={t('mantenimiento.correos.titulo')} testId="mantenimiento-correos">
      <Figures
        items={[
          [t('mantenimiento.correos.modo'), t(`mantenimiento.correos.${data.modo}`)],
          [t('mantenimiento.correos.pendientes'), data.pendientes],
          [t('mantenimiento.correos.errores'), <chakra.span color={data.errores > 0 ? 'red.700' : undefined}>{data.errores}</chakra.span>],
          [t('mantenimiento.correos.enviados'), data.enviados],
        ]}
      />
      <HStack>
        <Button aria-haspopup="dialog" variant="outline" onClick={() => setAsking(true)} disabled={data.errores === 0}>
          {t('mantenimiento.correos.reenviar')}
        </Button>
      </HStack>
      <ConfirmModal
        open={asking}
        message={t('mantenimiento.correos.confirmar', { count: data.errores })}
        onConfirm={() => void resend()}
        onCancel={() => setAsking(false)}
        loading={reenvio.isPending}
      />
    </Section>
  );
}

function Almacenamiento({ data, base }: { data: MantenimientoData['almacenamiento']; base: MantenimientoData['base_datos'] }) {
  const { t, i18n } = useTranslation('parametros');
  const lang = i18n.language;
  const size = (bytes: number) => formatSize(bytes, lang);
  const slices = diskSlices(data, base, {
    baseDatos: t('mantenimiento.almacenamiento.baseDatos'),
    subidos: t('mantenimiento.almacenamiento.subidos'),
    otros: t('mantenimiento.almacenamiento.otros'),
    libre: t('mantenimiento.almacenamiento.libre'),
  });
  const disco = data.disco;
  const used = disco ? disco.total - disco.libre : 0;
  return (
    <Section title={t('mantenimiento.almacenamiento.titulo')} testId="mantenimiento-almacenamiento">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Figures
          items={[
            [t('mantenimiento.almacenamiento.driver'), t(`mantenimiento.almacenamiento.${data.driver}`)],
            [t('mantenimiento.almacenamiento.archivos'), data.archivos],
            [t('mantenimiento.almacenamiento.tamanio'), data.tamanio === null ? t('mantenimiento.almacenamiento.sinTamanio') : size(data.tamanio)],
          ]}
        />
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {t('mantenimiento.almacenamiento.disco')}
          </Heading>
          {disco && slices ? (
            <>
              <Text fontSize="sm" data-testid="mantenimiento-disco">
                {t('mantenimiento.almacenamiento.uso', {
                  usado: size(used),
                  total: size(disco.total),
                  libre: size(disco.libre),
                  porcentaje: new Intl.NumberFormat(lang === 'ca' ? 'ca-ES' : 'es-ES', { maximumFractionDigits: 1 }).format(disco.total > 0 ? (used / disco.total) * 100 : 0),
                })}
              </Text>
              <PieChart
                title={t('mantenimiento.almacenamiento.disco')}
                labelHeader={t('mantenimiento.almacenamiento.etiqueta')}
                valueHeader={t('mantenimiento.almacenamiento.valor')}
                slices={slices}
                format={size}
                cutout="60%"
                colors={data.base_datos_en_disco ? ['purple.500', 'blue.500', 'orange.400', 'brand.500'] : ['blue.500', 'orange.400', 'brand.500']}
              />
              {data.base_datos_en_disco ? null : (
                <Text fontSize="sm" color="fg.muted">
                  {t('mantenimiento.almacenamiento.dbFuera')}
                </Text>
              )}
            </>
          ) : (
            <Text color="fg.muted">{t('mantenimiento.almacenamiento.sinDisco')}</Text>
          )}
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

function Demo() {
  const { t } = useTranslation('parametros');
  const [asking, setAsking] = useState(false);
  const reinicio = useApiMutation(reiniciarDemo);
  async function restore() {
    const answer = await reinicio.run({ body: { confirmar: true } });
    setAsking(false);
    if (answer) feedback.success(`${answer.message} ${t('mantenimiento.demo.restaurados', answer.data)}`);
  }
  return (
    <Section title={t('mantenimiento.demo.titulo')} testId="mantenimiento-demo">
      <Text color="fg.muted" maxW="4xl">
        {t('mantenimiento.demo.explicacion')}
      </Text>
      <HStack>
        <Button aria-haspopup="dialog" colorPalette="red" variant="outline" onClick={() => setAsking(true)}>
          {t('mantenimiento.demo.restaurar')}
        </Button>
      </HStack>
      <ConfirmModal open={asking} message={t('mantenimiento.demo.confirmar')} onConfirm={() => void restore()} onCancel={() => setAsking(false)} loading={reinicio.isPending} destructive />
    </Section>
  );
}

/** The maintenance screen: 'Actualizar', then its sections one under the other. */
export function MantenimientoPage() {
  const { t } = useTranslation(['parametros', 'common']);
  const estado = useApiQuery(mantenimiento, undefined, { staleTime: 0 });
  // A read that failed goes to the shell's error modal once (a session error is the shell's: it signs out).
  useEffect(() => {
    if (estado.error && !estado.error.isSessionError) feedback.error(estado.error);
  }, [estado.error]);

  let body: ReactNode;
  if (estado.isPending) body = <LoadingState label={t('mantenimiento.cargando')} />;
  else if (!estado.data)
    body = (
      <Stack gap="3" align="flex-start">
        <Text>{t('mantenimiento.loadError')}</Text>
        <Button variant="outline" size="sm" onClick={() => void estado.refetch()}>
          {t('mantenimiento.retry')}
        </Button>
      </Stack>
    );
  else {
    const data = estado.data;
    body = (
      <>
        {/* A new form when the state changes elsewhere (another administrator, 'Actualizar'). */}
        <Switch key={`${data.mantenimiento.actualizado_at ?? ''}`} estado={data.mantenimiento} />
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5" alignItems="start">
          <BaseDatos data={data.base_datos} />
          <Correos data={data.correos} />
        </SimpleGrid>
        <Almacenamiento data={data.almacenamiento} base={data.base_datos} />
        {data.reinicio_demo ? <Demo /> : null}
      </>
    );
  }

  return (
    <Stack gap="0">
      <PageHeader title={t('route.maintenance', { ns: 'common' })} />
      <Stack gap="5">
        <HStack justify="space-between" align="center" wrap="wrap" gap="3">
          <Text color="fg.muted" maxW="4xl">
            {t('mantenimiento.intro')}
          </Text>
          <Button variant="outline" loading={estado.isFetching && !estado.isPending} onClick={() => void estado.refetch()}>
            {t('mantenimiento.actualizar')}
          </Button>
        </HStack>
        {body}
      </Stack>
    </Stack>
  );
}
