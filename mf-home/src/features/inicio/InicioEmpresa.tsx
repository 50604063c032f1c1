// A company's part of its home (spec part 1 §2 'Company home'; docs/home.md step 3), loaded only for
// companies: the fee owed (`alerta_pago`, with the method chosen and, for a transfer, where to send it)
// and its declarations by state.
import { useId } from 'react';
import { Alert, Box, chakra, Heading, HStack, Link, RouterLink, Stack, StatusBadge, Text, type StatusPalette } from '@dapcon/shared-ui';
import { formatEuro } from '@dapcon/contract/core';
import { ESTADOS_DAPCON, estadoDapconTextos, type EstadoDapcon } from '@dapcon/contract/dapcon';
import type { DapconsPorEstado, InicioEmpresa as DatosEmpresa, PagoElegido } from '@dapcon/contract/panel';
import { useSession, useTranslation } from '@dapcon/shared-sdk';
import './empresa-i18n';

/** The colour of each state (as the DAPcon lists' badges). */
const PALETA: Record<EstadoDapcon, StatusPalette> = { borrador: 'gray', en_verificacion: 'blue', verificada: 'teal', publicada: 'green', caducada: 'red', retirada: 'red' };

/** An IBAN in groups of four, as printed ('ES91 2100 0418 …'). */
const agrupado = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** A transfer's data: where to send it, how much and the concept, label by value. */
function DatosTransferencia({ pago }: { pago: PagoElegido }) {
  const { t } = useTranslation('home-inicio');
  const filas: [string, string, string | null][] = [
    ['entidad', t('pago.transferencia.entidad'), pago.nombre_entidad],
    ['iban', t('pago.transferencia.iban'), pago.numero_cuenta === null ? null : agrupado(pago.numero_cuenta)],
    ['importe', t('pago.transferencia.importe'), formatEuro(pago.importe_total)],
    ['concepto', t('pago.transferencia.concepto'), pago.concepto],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="4" mt="2" aria-label={t('pago.transferencia.datos')} data-testid="datos-transferencia">
      {filas.map(([clave, etiqueta, valor]) => (
        <Box key={clave} display="contents">
          <chakra.dt fontWeight="semibold">{etiqueta}</chakra.dt>
          <chakra.dd ms="0" fontFamily={clave === 'iban' ? 'mono' : undefined} whiteSpace={clave === 'iban' ? 'nowrap' : undefined} data-campo={clave}>
            {valor ?? '—'}
          </chakra.dd>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The fee owed: what to do. With a method chosen (`pago`), that method: for a transfer the account,
 * the amount and the concept, until the payment is registered; for a direct debit that the
 * association will collect it. Otherwise (no method yet) how to choose one.
 */
function AlertaPago({ pago }: { pago: PagoElegido | null }) {
  const { t } = useTranslation('home-inicio');
  const estadoPago = useSession((s) => s.user?.estado_pago);
  if (pago?.metodo_pago === 'T') {
    return (
      <Alert.Root status="warning" data-testid="alerta-pago" data-metodo="T">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('pago.transferencia.titulo', { year: pago.year })}</Alert.Title>
          <Alert.Description>
            {t('pago.transferencia.texto')}
            <DatosTransferencia pago={pago} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (pago?.metodo_pago === 'R') {
    return (
      <Alert.Root status="info" data-testid="alerta-pago" data-metodo="R">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('pago.domiciliacion.titulo', { year: pago.year })}</Alert.Title>
          <Alert.Description>
            {t(pago.cuenta_final === null ? 'pago.domiciliacion.textoSinCuenta' : 'pago.domiciliacion.texto', { importe: formatEuro(pago.importe_total), final: pago.cuenta_final })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
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
      {datos.alerta_pago ? <AlertaPago pago={datos.pago} /> : null}
      <DapconsEmpresa dapcons={datos.dapcons} />
    </>
  );
}
