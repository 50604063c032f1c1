// A consultant's or verifier's part of its home (spec part 1 §2 'Consultor home'; docs/home.md step 3),
// loaded only for them: the signing plugin's warning (those who sign) and the unresolved incidents.
import { Suspense, useId, useState } from 'react';
import { Alert, Button, Heading, lazyComponent, Link, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import type { IncidenciaAbierta, InicioConsultor as DatosConsultor } from '@dapcon/contract/panel';
import { useTranslation } from '@dapcon/shared-sdk';
import './consultor-i18n';

// The guides are the heaviest texts of the home: they load the first time the modal opens.
const PluginFirmaModal = lazyComponent(() => import('./PluginFirmaModal'), (m) => m.PluginFirmaModal);

/** The signing plugin's warning and its install modal (mounted once first opened). */
function AvisoFirma() {
  const { t } = useTranslation('home-inicio');
  const [abierto, setAbierto] = useState(false);
  const [montado, setMontado] = useState(false);
  return (
    <Alert.Root status="info" data-testid="aviso-firma">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('firma.titulo')}</Alert.Title>
        <Alert.Description>{t('firma.texto')}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        alignSelf="center"
        onClick={() => {
          setMontado(true);
          setAbierto(true);
        }}
      >
        {t('firma.boton')}
      </Button>
      {montado ? (
        <Suspense fallback={null}>
          <PluginFirmaModal open={abierto} onClose={() => setAbierto(false)} />
        </Suspense>
      ) : null}
    </Alert.Root>
  );
}

/** The incidents not yet resolved, of every language (those the bell counts), each with its language's code; a row opens its declaration on that language. */
export function IncidenciasSinResolver({ incidencias }: { incidencias: readonly IncidenciaAbierta[] }) {
  const { t } = useTranslation('home-inicio');
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" rounded="lg" p="6" bg="bg.panel" data-testid="incidencias-sin-resolver">
      <Heading as="h2" size="lg" id={headingId}>
        {t('incidencias.titulo')}
      </Heading>
      {incidencias.length === 0 ? (
        <Text color="fg.muted">{t('incidencias.vacio')}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
          {incidencias.map((i) => (
            <li key={i.id}>
              <Link asChild display="flex" flexWrap="wrap" gap="1 3" py="2" px="2" textDecoration="none" _hover={{ bg: 'bg.muted' }}>
                <RouterLink
                  to={`/dapcon/${i.dapcon_id}/${i.idioma_id}`}
                >
                  <Text as="span" fontSize="xs" fontWeight="semibold" borderWidth="1px" rounded="sm" px="1.5" alignSelf="center" data-testid="incidencia-idioma">
                    {i.idioma.toUpperCase()}
                  </Text>
                  <Text as="span" fontWeight="semibold" color="brand.fg" data-user-content>
                    {i.dapcon_incidencias_titulo}
                  </Text>
                  <Text as="span" color="fg.muted">
                    {i.dapcon_codigo ?? t('incidencias.sinCodigo')} ·{' '}
                    <Text as="span" data-user-content>
                      {i.dv_nombre_producto}
                    </Text>
                  </Text>
                  <Text as="span" color="fg.muted" ms="auto" fontSize="sm">
                    {toDisplayDate(i.created_at)}
                  </Text>
                </RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A consultant's or verifier's part of its home: the plugin's warning for those who sign, the unresolved incidents. */
export function InicioConsultor({ datos }: { datos: DatosConsultor }) {
  return (
    <>
      {datos.firma ? <AvisoFirma /> : null}
      <IncidenciasSinResolver incidencias={datos.incidencias} />
    </>
  );
}
