import { chakra, HStack, Link, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import type { DapconDetalle } from '@dapcon/contract/dapcon';
import { useTranslation } from '@dapcon/shared-sdk';
import { EstadoBadge } from './EstadoBadge';

/**
 * 'Renovaciones': the renewal chain a declaration is in, first declaration first, each with its code
 * (or 'Sin código'), sequence, state and last day of validity; the one shown is marked, the others
 * link to their record. Nothing for a declaration never renewed nor renewing another.
 */
export function DapconCadena({ detalle }: { detalle: DapconDetalle }) {
  const { t } = useTranslation('empresas');
  if (detalle.cadena.length <= 1) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="dapcon-cadena">
      <Text as="h2" id="dapcon-cadena" fontSize="lg" fontWeight="semibold">
        {t('dapcon.ficha.renovaciones')}
      </Text>
      <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="2">
        {detalle.cadena.map((eslabon) => {
          const actual = eslabon.id === detalle.id;
          const codigo = eslabon.dapcon_codigo ?? t('dapcon.ficha.sinCodigoCorto');
          return (
            <chakra.li
              key={eslabon.id}
              data-testid="eslabon"
              aria-current={actual ? 'page' : undefined}
              borderWidth="1px"
              borderColor={actual ? 'brand.solid' : 'border'}
              bg={actual ? 'brand.subtle' : undefined}
              rounded="l2"
              px="3"
              py="2"
            >
              <HStack gap="3" wrap="wrap">
                <Text color="fg.muted" fontSize="sm">
                  {t('dapcon.ficha.secuencia', { n: eslabon.secuencia })}
                </Text>
                {actual ? (
                  <Text fontWeight="semibold">
                    {codigo} <chakra.span fontWeight="normal">({t('dapcon.ficha.actual')})</chakra.span>
                  </Text>
                ) : (
                  <Link asChild fontWeight="medium">
                    <RouterLink to={`/dapcon/${eslabon.id}/1`}>{codigo}</RouterLink>
                  </Link>
                )}
                <EstadoBadge estado={eslabon.estado} />
                {eslabon.dapcon_valido_hasta ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('dapcon.ficha.hasta', { fecha: toDisplayDate(eslabon.dapcon_valido_hasta) })}
                  </Text>
                ) : null}
              </HStack>
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Stack>
  );
}
