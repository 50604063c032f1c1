import { useId } from 'react';
import { Box, Button, Heading, HStack, Link, LoadingState, SimpleGrid, Stack, Text } from '@dapcon/shared-ui';
import { cifrasRegistro, type CifrasRegistro as Cifras, type CifrasRegistroProps } from '@dapcon/contract/registro';
import { isLang, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import '../i18n';

/** One figure: its label, the number, and a line saying what it counts. */
function Cifra({ titulo, valor, ayuda, testId, lang }: { titulo: string; valor: number; ayuda: string; testId: string; lang: string }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" rounded="l2" p="4" bg="bg" data-testid={testId}>
      <Text id={id} fontSize="sm" fontWeight="semibold" color="fg.muted">
        {titulo}
      </Text>
      <Text fontSize="3xl" fontWeight="bold" lineHeight="1.2" data-testid="valor">
        {valor.toLocaleString(lang)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {ayuda}
      </Text>
    </Box>
  );
}

/** The three figures and the month's certificates, from an answer of `GET /registro/cifras`. */
export function CifrasRegistroVista({ cifras }: { cifras: Cifras }) {
  const { t, i18n } = useTranslation('registro');
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const n = (valor: number) => valor.toLocaleString(lang);
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Cifra testId="cifras-publicadas" lang={lang} titulo={t('cifras.publicadas')} valor={cifras.publicadas} ayuda={t('cifras.publicadasAyuda')} />
        <Cifra testId="cifras-caducan" lang={lang} titulo={t('cifras.caducan')} valor={cifras.caducan_90_dias} ayuda={t('cifras.caducanAyuda')} />
        <Cifra
          testId="cifras-exportaciones"
          lang={lang}
          titulo={t('cifras.exportaciones')}
          valor={cifras.exportaciones_mes.total}
          ayuda={t('cifras.exportacionesAyuda', { openepd: n(cifras.exportaciones_mes.openepd), ilcd: n(cifras.exportaciones_mes.ilcd) })}
        />
      </SimpleGrid>
      <Text fontSize="sm" data-testid="cifras-certificados">
        {t('cifras.certificados', { count: cifras.certificados_mes })}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('cifras.nota')}
      </Text>
    </Stack>
  );
}

/**
 * The public registry's figures on mf-home's administrator's dashboard (issue 35, item 4; docs/registry.md
 * 'The dashboard's figures'), exposed as `mf_registro/CifrasRegistro` and mounted with `RemotePanel`
 * (so it loads, and fails, on its own): the declarations published, those expiring within 90 days, the
 * exports downloaded this month (openEPD and ILCD) and the certificates, from `GET /registro/cifras`;
 * a link to the registry's search, a page outside the portal, in the portal's language. A failure
 * says so in place, with 'Reintentar': the rest of the dashboard is not this panel's.
 */
export default function CifrasRegistro(_props: CifrasRegistroProps) {
  const { t, i18n } = useTranslation('registro');
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const { data, isPending, refetch, isRefetching } = useApiQuery(cifrasRegistro, undefined, { staleTime: 0 });
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.panel" data-testid="cifras-registro">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h3" id={id} size="md">
          {t('cifras.titulo')}
        </Heading>
        <Link href={`/registro?lang=${lang}`} textDecoration="underline">
          {t('cifras.ver')}
        </Link>
      </HStack>
      {data ? (
        <CifrasRegistroVista cifras={data} />
      ) : isPending || isRefetching ? (
        <LoadingState label={t('cifras.cargando')} />
      ) : (
        <Stack gap="2" align="flex-start" data-testid="cifras-error">
          <Text>{t('cifras.error')}</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('cifras.reintentar')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
