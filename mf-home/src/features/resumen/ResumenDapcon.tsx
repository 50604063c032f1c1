import { useEffect, useId, useState } from 'react';
import { Box, Button, chakra, HStack, LoadingState, SimpleGrid, Stack, Text } from '@dapcon/shared-ui';
import { resumenDapcon, type ResumenDapcon as Resumen } from '@dapcon/contract/panel';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import './i18n';

/** One figure of the summary, with its break-down. */
function Cifra({ titulo, valor, detalle, testId }: { titulo: string; valor: number; detalle: readonly (readonly [clave: string, nombre: string, n: number | null])[]; testId: string }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" rounded="l2" p="4" bg="bg" data-testid={testId}>
      <Text id={id} fontSize="sm" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {titulo}
      </Text>
      <Text fontSize="3xl" fontWeight="bold" lineHeight="1.2" data-testid="valor">
        {valor}
      </Text>
      <chakra.dl mt="2" fontSize="sm">
        {detalle.map(([clave, nombre, n]) => (
          <HStack key={nombre} justify="space-between" gap="3">
            <chakra.dt color="fg.muted">{nombre}</chakra.dt>
            {n === null ? null : (
              <chakra.dd fontWeight="semibold" data-testid={clave}>
                {n}
              </chakra.dd>
            )}
          </HStack>
        ))}
      </chakra.dl>
    </Box>
  );
}

/** The three figures: total (new, renewals, expired), published (Spanish, English), in process. */
export function ResumenCifras({ resumen }: { resumen: Resumen }) {
  const { t } = useTranslation('home-resumen');
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Cifra
        testId="resumen-total"
        titulo={t('total')}
        valor={resumen.total}
        detalle={[
          ['nuevas', t('nuevas'), resumen.nuevas],
          ['renovaciones', t('renovaciones'), resumen.renovaciones],
          ['caducadas', t('caducadas'), resumen.caducadas],
        ]}
      />
      <Cifra
        testId="resumen-publicadas"
        titulo={t('publicadas')}
        valor={resumen.publicadas}
        detalle={[
          ['publicadas_es', t('publicadasEs'), resumen.publicadas_es],
          ['publicadas_en', t('publicadasEn'), resumen.publicadas_en],
        ]}
      />
      <Cifra testId="resumen-en-proceso" titulo={t('enProceso')} valor={resumen.en_proceso} detalle={[['estados', t('enProcesoDetalle'), null]]} />
    </SimpleGrid>
  );
}

/**
 * 'Resumen de DAPcon' on the administrator's home (spec part 1 §1; docs/home.md step 2): the
 * programme's declarations counted by the API (`GET /panel/resumen-dapcon`) in a section that opens
 * and closes (the browser's own disclosure, `<details>`: keyboard and screen readers for free, no
 * script; docs/decisions.md 'Resumen de DAPcon'), open at first. A failure: the shell's modal and
 * 'Reintentar' in place.
 */
export function ResumenDapcon() {
  const { t } = useTranslation('home-resumen');
  const { data, error, isPending, refetch } = useApiQuery(resumenDapcon, undefined, { staleTime: 0 });
  const [abierto, setAbierto] = useState(true);

  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);

  return (
    <chakra.details
      open={abierto}
      onToggle={(e) => setAbierto(e.currentTarget.open)}
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      data-testid="resumen-dapcon"
    >
      <chakra.summary cursor="pointer" px="6" py="4" fontSize="lg" fontWeight="semibold" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
        {t('titulo')}
      </chakra.summary>
      <Box px="6" pb="6">
        {data ? (
          <ResumenCifras resumen={data} />
        ) : isPending ? (
          <LoadingState label={t('cargando')} />
        ) : (
          <Stack gap="2" align="flex-start">
            <Text>{t('error')}</Text>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t('reintentar')}
            </Button>
          </Stack>
        )}
      </Box>
    </chakra.details>
  );
}
