import type { ReactNode } from 'react';
import { Box, chakra, Heading, SimpleGrid, Stack } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import type { ConsultorFicha } from '@dapcon/contract/consultores';
import { useTranslation } from '@dapcon/shared-sdk';
import '../../i18n';

/** A titled block of label–value rows, as a definition list named by its title. */
function Seccion({ titulo, rows }: { titulo: string; rows: readonly [string, ReactNode][] }) {
  return (
    <Stack gap="2" as="section" aria-label={titulo}>
      <Heading as="h2" size="sm">
        {titulo}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(10rem, auto) 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '1' }}>
        {rows.map(([term, value]) => (
          <Box key={term} display="contents">
            <chakra.dt fontWeight="semibold" color="fg.muted" mt={{ base: '2', sm: '0' }}>
              {term}
            </chakra.dt>
            <chakra.dd ms="0" overflowWrap="anywhere">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * A consultant's general data, read-only (spec part 2 §2.11; the edit form comes with step 2b): the
 * person, the company, the address and the roles, with the registration day. An empty value is '—'.
 */
export function ConsultorDatos({ consultor: c }: { consultor: ConsultorFicha }) {
  const { t } = useTranslation('consultores');
  const text = (value: string | null) => (value === null || value.trim() === '' ? t('ficha.datos.vacio') : value);
  const yesNo = (value: boolean) => t(value ? 'ficha.datos.si' : 'ficha.datos.no');
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" data-testid="consultor-datos">
      <Seccion
        titulo={t('ficha.datos.personales')}
        rows={[
          [t('ficha.datos.nif'), c.consultor_nif],
          [t('ficha.datos.nombre'), text(c.consultor_nombre)],
          [t('ficha.datos.apellidos'), text(c.consultor_apellidos)],
          [t('ficha.datos.movil'), text(c.consultor_movil)],
          [t('ficha.datos.email'), text(c.consultor_email)],
          [t('ficha.datos.web'), text(c.consultor_web)],
        ]}
      />
      <Seccion
        titulo={t('ficha.datos.empresa')}
        rows={[
          [t('ficha.datos.empresaNombre'), text(c.consultor_empresa_nombre)],
          [t('ficha.datos.empresaCif'), text(c.consultor_empresa_cif)],
        ]}
      />
      <Seccion
        titulo={t('ficha.datos.direccion')}
        rows={[
          [t('ficha.datos.calle'), text(c.consultor_direccion)],
          [t('ficha.datos.codigoPostal'), text(c.consultor_codigo_postal)],
          [t('ficha.datos.poblacion'), text(c.consultor_poblacion)],
          [t('ficha.datos.provincia'), text(c.consultor_provincia)],
        ]}
      />
      <Seccion
        titulo={t('ficha.datos.perfil')}
        rows={[
          [t('ficha.datos.verificador'), yesNo(c.es_verificador)],
          [t('ficha.datos.comisionista'), yesNo(c.es_comisionista)],
          [t('ficha.datos.fechaAlta'), text(toDisplayDate(c.consultor_fecha_alta))],
        ]}
      />
    </SimpleGrid>
  );
}
