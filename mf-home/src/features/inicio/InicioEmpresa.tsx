// A company's part of its home (spec part 1 §2 'Company home'; docs/home.md step 3), loaded only for
// companies: the fee owed (`alerta_pago`) and its declarations by state.
import { useId } from 'react';
import { Alert, Heading, HStack, Link, RouterLink, Stack, StatusBadge, Text, type StatusPalette } from '@dapcon/shared-ui';
import { ESTADOS_DAPCON, estadoDapconTextos, type EstadoDapcon } from '@dapcon/contract/dapcon';
import type { DapconsPorEstado, InicioEmpresa as DatosEmpresa } from '@dapcon/contract/panel';
import { useSession, useTranslation } from '@dapcon/shared-sdk';
import './empresa-i18n';

/** The colour of each state (as the DAPcon lists' badges). */
const PALETA: Record<EstadoDapcon, StatusPalette> = { borrador: 'gray', en_verificacion: 'blue', verificada: 'teal', publicada: 'green', caducada: 'red' };

/** The fee owed: what to do, by the payment's state (the session's `estado_pago`). */
function AlertaPago() {
  const { t } = useTranslation('home-inicio');
  const estadoPago = useSession((s) => s.user?.estado_pago);
  return (
    <Alert.Root status="error" data-testid="alerta-pago">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('pago.titulo')}</Alert.Title>
        <Alert.Description>{t(estadoPago === 'en_tramite' ? 'pago.en_tramite' : 'pago.pendiente')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A company's declarations by state, each state a link to its list filtered (`/dapcon?estado=…`). */
export function DapconsEmpresa({ dapcons }: { dapcons: DapconsPorEstado }) {
  const { t } = useTranslation('home-inicio');
  const lang = useSession((s) => s.lang);
  const headingId = useId();
  const nombres = estadoDapconTextos(lang);
  const total = ESTADOS_DAPCON.reduce((n, estado) => n + dapcons[estado], 0);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" rounded="lg" p="6" bg="bg.panel" data-testid="dapcons-empresa">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id={headingId}>
          {t('dapcons.titulo')}
        </Heading>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to="/dapcon">{t('dapcons.verTodas')}</RouterLink>
        </Link>
      </HStack>
      {total === 0 ? (
        <Text color="fg.muted">{t('dapcons.vacio')}</Text>
      ) : (
        <HStack as="ul" gap="3" wrap="wrap" listStyleType="none">
          {ESTADOS_DAPCON.map((estado) => (
            <li key={estado}>
              <Link asChild textDecoration="none" _hover={{ textDecoration: 'underline' }}>
                <RouterLink to={`/dapcon?estado=${estado}`} data-estado={estado}>
                  <StatusBadge palette={PALETA[estado]} state={estado}>
                    {t('dapcons.enlace', { estado: nombres[estado], count: dapcons[estado] })}
                  </StatusBadge>
                </RouterLink>
              </Link>
            </li>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

/** A company's part of its home: the payment alert when `alerta_pago`, and its declarations by state. */
export function InicioEmpresa({ datos }: { datos: DatosEmpresa }) {
  return (
    <>
      {datos.alerta_pago ? <AlertaPago /> : null}
      <DapconsEmpresa dapcons={datos.dapcons} />
    </>
  );
}
