import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text } from '@dapcon/shared-ui';
import { formatEuro, toDisplayDate } from '@dapcon/contract/core';
import { verificarPagoDapcon } from '@dapcon/contract/finanzas';
import { isAdminModule, useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { RegistrarPagoModal } from './RegistrarPagoModal';
import './i18n';

/** One figure of the panel: its label and value. */
function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{children}</Text>
    </Box>
  );
}

/**
 * The record page's 'Pago' panel of a declaration (`GET /dapcon/{id}/verificar_pago`): the amount,
 * date and invoice number once paid, else 'Pendiente de pago' and the amount its tariff gives; the
 * administration's 'Registrar pago' / 'Actualizar pago'. The consultant and verifier take no part in
 * the payment (the API refuses them): they read a line saying so, and nothing is asked.
 */
export function PagoPanel({ dapconId }: { dapconId: number }) {
  const { t } = useTranslation('finanzas');
  const user = useSession((s) => s.user);
  const admin = isAdminModule(user);
  const lee = admin || user?.modulo_app === 'organizacion';
  const { data } = useApiQuery(verificarPagoDapcon, { params: { id: String(dapconId) } }, { enabled: lee });
  const [abierto, setAbierto] = useState(false);
  if (!lee) return <Text color="fg.muted">{t('pagosDapcon.panel.soloEmpresa')}</Text>;
  if (!data) return null;
  const pagada = data.pagado !== null;
  const codigo = data.dapcon_codigo ?? t('pagosDapcon.sinCodigo');
  return (
    <Stack gap="3" data-testid="pago-dapcon">
      <HStack gap="8" flexWrap="wrap" align="flex-start">
        {pagada ? (
          <>
            <Dato label={t('pagosDapcon.panel.importe')}>{formatEuro(data.importe)}</Dato>
            <Dato label={t('pagosDapcon.panel.pagado')}>{toDisplayDate(data.pagado)}</Dato>
            <Dato label={t('pagosDapcon.panel.factura')}>{data.num_factura ?? ''}</Dato>
          </>
        ) : (
          <>
            <Box>
              <Text color="red.700" fontWeight="semibold">
                {t('pagosDapcon.pendiente')}
              </Text>
            </Box>
            {data.importe_previsto ? <Dato label={t('pagosDapcon.panel.importePrevisto')}>{formatEuro(data.importe_previsto)}</Dato> : null}
          </>
        )}
      </HStack>
      {admin ? (
        <Box>
          <Button aria-haspopup="dialog" size="sm" variant={pagada ? 'outline' : 'solid'} onClick={() => setAbierto(true)}>
            {t(pagada ? 'pagosDapcon.actualizar' : 'pagosDapcon.registrar')}
          </Button>
          {abierto ? <RegistrarPagoModal open onClose={() => setAbierto(false)} dapconId={dapconId} codigo={codigo} /> : null}
        </Box>
      ) : null}
    </Stack>
  );
}
