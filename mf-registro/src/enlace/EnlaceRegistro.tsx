import { HStack, Link, Stack, Text } from '@dapcon/shared-ui';
import type { EnlaceRegistroProps } from '@dapcon/contract/registro';
import { urlCertificado, urlIlcd, urlOpenEpd, urlRegistro } from '@dapcon/contract/registro';
import { isLang, useTranslation } from '@dapcon/shared-sdk';
import '../i18n';

/**
 * A published (or expired) declaration's entry in the public registry, exposed as
 * `mf_registro/EnlaceRegistro` for mf-empresas's DAPcon record page, which mounts it with
 * `RemotePanel` (so it loads, and fails, on its own). The link opens the registry's page in the
 * portal's language: a page of its own, outside the portal's frame (docs/registry.md). Beside it,
 * the registration certificate in the portal's language and the two machine-readable exports.
 */
export default function EnlaceRegistro({ codigo }: EnlaceRegistroProps) {
  const { t, i18n } = useTranslation('registro');
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  return (
    <Stack gap="1" as="section" aria-labelledby="registro-enlace-titulo">
      <Text as="h2" id="registro-enlace-titulo" fontSize="lg" fontWeight="semibold">
        {t('enlace.titulo')}
      </Text>
      <Text>{t('enlace.texto')}</Text>
      <Link href={`${urlRegistro(codigo)}?lang=${lang}`} textDecoration="underline">
        {t('enlace.ver')}
      </Link>
      <HStack gap="4" wrap="wrap">
        {(
          [
            [urlCertificado(codigo, lang), 'enlace.certificado'],
            [urlOpenEpd(codigo), 'enlace.openEpd'],
            [urlIlcd(codigo), 'enlace.ilcd'],
          ] as const
        ).map(([href, texto]) => (
          <Link key={texto} href={href} download textDecoration="underline">
            {t(texto)}
          </Link>
        ))}
      </HStack>
    </Stack>
  );
}
