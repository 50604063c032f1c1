import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@dapcon/shared-ui';
import { detalleTarifa, type MetodoPago } from '@dapcon/contract/finanzas';
import { useTranslation, type PagoOrganizacionProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { Domiciliacion, useDomiciliacion } from './features/pago-organizacion/Domiciliacion';
import { Transferencia } from './features/pago-organizacion/Transferencia';
import './features/pago-organizacion/i18n';
import './i18n';

/** The choice of method: the fee of the year is owed; direct debit or transfer, or leave. */
function Eleccion({ onChoose, onLogout }: { onChoose: (metodo: MetodoPago) => void; onLogout: () => void }) {
  const { t } = useTranslation('finanzas');
  // The fee's year as the server says (the transfer's first step reads the same answer).
  const { data: detalle } = useApiQuery(detalleTarifa, { query: { metodo_pago: 'T' } });
  const year = detalle?.year ?? new Date().getFullYear();
  return (
    <Stack gap="5">
      <Text data-testid="pago-pendiente">{t('pagoOrg.pendiente', { year })}</Text>
      <Stack gap="3" role="group" aria-label={t('pagoOrg.eleccion')}>
        {(['R', 'T'] as const).map((metodo) => {
          const nombre = metodo === 'R' ? 'domiciliacion' : 'transferencia';
          return (
            <Stack key={metodo} gap="1">
              <Button size="lg" onClick={() => onChoose(metodo)} aria-describedby={`pago-${nombre}-ayuda`}>
                {t(`pagoOrg.${nombre}`)}
              </Button>
              <Text id={`pago-${nombre}-ayuda`} fontSize="sm" color="fg.muted" textAlign="center">
                {t(`pagoOrg.${nombre}Ayuda`)}
              </Text>
            </Stack>
          );
        })}
      </Stack>
      <HStack justify="flex-end">
        <Button variant="outline" colorPalette="gray" onClick={onLogout}>
          {t('pagoOrg.cerrarSesion')}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The organisation payment flow (spec part 2 §2.25; docs/finanzas.md 'The organisation payment
 * flow'), which the shell shows in a modal nobody can close while a company's fee is owed and no
 * method was chosen: the choice of 'Domiciliación' or 'Transferencia Bancaria' (or 'Cerrar sesión'),
 * then the chosen method's wizard. Either ends with a new session token for `onPaid`; 'Atrás' works
 * at every step and keeps what was typed.
 */
export default function PagoOrganizacion({ onPaid, onLogout }: PagoOrganizacionProps) {
  const [metodo, setMetodo] = useState<MetodoPago | null>(null);
  // The direct debit's form outlives its wizard: back at the choice, what was typed stays.
  const domiciliacion = useDomiciliacion(onPaid);
  const volver = () => setMetodo(null);
  if (metodo === 'R') return <Domiciliacion state={domiciliacion} onExit={volver} />;
  if (metodo === 'T') return <Transferencia onPaid={onPaid} onExit={volver} />;
  return <Eleccion onChoose={setMetodo} onLogout={onLogout} />;
}
