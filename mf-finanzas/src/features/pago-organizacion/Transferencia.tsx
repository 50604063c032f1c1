// Bank transfer (spec part 2 §2.25): a two-step wizard — the billing data, then the payment data: the
// programme's account (entity and IBAN grouped in fours), the fee with 21 % VAT and the concept to
// write on the transfer. 'Confirmar' records the choice and hands the new session token over.
import { useState } from 'react';
import { chakra, Heading, LoadingState, Stack, Text } from '@dapcon/shared-ui';
import { WizardFooter } from '@dapcon/shared-ui/wizard';
import { displayIban, mostrarDatosBancarios, pagarTransferencia } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { DatosFacturacion, Seccion, PasosPago, ResumenCuota, useDatosPago } from './shared';
import './i18n';

/** Step 2: where to send the money, how much, and with which concept. */
function DatosTransferencia() {
  const { t } = useTranslation('finanzas');
  const { detalle } = useDatosPago('T');
  const { data: cuenta } = useApiQuery(mostrarDatosBancarios);
  if (!detalle || !cuenta) return <LoadingState label={t('pagoOrg.cargando')} />;
  return (
    <Stack gap="5">
      <Seccion
        titulo={t('pagoOrg.transf.cuenta')}
        testId="cuenta"
        rows={[
          [t('pagoOrg.transf.entidad'), cuenta.nombre_entidad],
          [
            t('pagoOrg.transf.ibanCuenta'),
            <chakra.span key="iban" fontFamily="mono" whiteSpace="nowrap">
              {displayIban(cuenta.numero_cuenta)}
            </chakra.span>,
          ],
        ]}
      />
      <ResumenCuota detalle={detalle} />
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {t('pagoOrg.transf.concepto')}
        </Heading>
        <Text fontWeight="semibold" data-testid="concepto">
          {detalle.concepto}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('pagoOrg.transf.nota')}
        </Text>
      </Stack>
    </Stack>
  );
}

/** The transfer wizard; `onExit` is 'Atrás' on the first step (back to the choice of method). */
export function Transferencia({ onPaid, onExit }: { onPaid: (token: string) => void; onExit: () => void }) {
  const { t } = useTranslation('finanzas');
  const [paso, setPaso] = useState(0);
  const pagar = useApiMutation(pagarTransferencia, { notify: true });
  const steps = [
    { id: 'facturacion', title: t('pagoOrg.pasos.facturacion') },
    { id: 'datos-pago', title: t('pagoOrg.pasos.datosPago') },
  ];
  const confirmar = async () => {
    const res = await pagar.run({ body: { org_metodo_pago: 'T' } });
    if (res) onPaid(res.data.token);
  };
  const common = { onBack: () => (paso === 0 ? onExit() : setPaso(0)), backLabel: t('pagoOrg.atras') };
  return (
    <Stack gap="5" role="group" aria-label={t('pagoOrg.transferencia')}>
      <PasosPago steps={steps} current={paso}>
        {paso === 0 ? <DatosFacturacion metodo="T" /> : <DatosTransferencia />}
      </PasosPago>
      {paso === 0 ? (
        <WizardFooter {...common} nextLabel={t('pagoOrg.siguiente')} onNext={() => setPaso(1)} />
      ) : (
        <WizardFooter {...common} nextLabel={t('pagoOrg.confirmar')} onNext={() => void confirmar()} nextLoading={pagar.isPending} />
      )}
    </Stack>
  );
}
