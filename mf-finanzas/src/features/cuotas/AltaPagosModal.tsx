import { useState } from 'react';
import * as v from 'valibot';
import {
  Box,
  Button,
  ContractForm,
  forgettingOnClose,
  HStack,
  Modal,
  SelectControl,
  Stack,
  Text,
  TextareaControl,
  TextControl,
  useContractForm,
  type ClosableProps,
} from '@dapcon/shared-ui';
import { anyosCuota, calendarDay } from '@dapcon/contract/core';
import type { EmpresaListItem } from '@dapcon/contract/empresas';
import { METODOS_PAGO, registrarPagoCuota, RegistroCuotaItem, type Cuota } from '@dapcon/contract/finanzas';
import { ApiError, feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { BuscadorEmpresa } from './BuscadorEmpresa';
import './i18n';

/** What 'Alta Pagos' asks once for every company picked: the year, the payment date, the amount, the method, observaciones. */
const AltaPagosForm = v.object({
  year: RegistroCuotaItem.entries.year,
  pagado: RegistroCuotaItem.entries.pagado,
  importe: RegistroCuotaItem.entries.importe,
  metodo_pago: RegistroCuotaItem.entries.metodo_pago,
  observaciones: RegistroCuotaItem.entries.observaciones,
});

type Empresa = Pick<EmpresaListItem, 'org_id' | 'org_cif' | 'org_nombre'>;

/** Props of {@link AltaPagosModal}. */
export interface AltaPagosModalProps extends ClosableProps {
  /** The payments registered (the modal has closed). */
  onDone?: (cuotas: Cuota[]) => void;
}

function AltaPagos({ open, onClose, onDone }: AltaPagosModalProps) {
  const { t } = useTranslation('finanzas');
  const [empresas, setEmpresas] = useState<Empresa[]>([]);
  const [buscando, setBuscando] = useState(false);
  const [sinEmpresas, setSinEmpresas] = useState(false);
  /** Errors the API gave a company's payment (`cuotas.{i}.…`), by org_id. */
  const [porEmpresa, setPorEmpresa] = useState<Record<number, string>>({});
  const registrar = useApiMutation(registrarPagoCuota);
  const form = useContractForm(AltaPagosForm, {
    defaultValues: { year: String(new Date().getFullYear()), pagado: calendarDay(new Date()), importe: '', metodo_pago: '', observaciones: '' },
    submit: async (values) => {
      if (empresas.length === 0) {
        setSinEmpresas(true);
        return;
      }
      setPorEmpresa({});
      try {
        const res = await registrar.mutateAsync({ body: { cuotas: empresas.map((e) => ({ ...values, org_id: e.org_id })) } });
        onClose();
        onDone?.(res.data.cuotas);
        feedback.success(res.message);
      } catch (error) {
        const rows = error instanceof ApiError ? Object.entries(error.errors ?? {}).filter(([field]) => /^cuotas\.\d+\./.test(field)) : [];
        if (rows.length === 0) throw error;
        const found: Record<number, string> = {};
        for (const [field, messages] of rows) {
          const empresa = empresas[Number(field.split('.')[1])];
          if (empresa) found[empresa.org_id] ??= messages[0] ?? '';
        }
        setPorEmpresa(found);
      }
    },
  });
  const formId = 'alta-pagos';
  const busy = form.formState.isSubmitting;
  const years = anyosCuota().map((y) => ({ value: String(y), label: String(y) }));
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={t('cuotas.alta.titulo')}
      size="lg"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('cuotas.alta.cancelar')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('cuotas.alta.registrar')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('cuotas.alta.intro')}</Text>
        <Box as="section" aria-label={t('cuotas.alta.empresas')}>
          <Text fontWeight="medium" mb="2">
            {t('cuotas.alta.empresas')}
          </Text>
          <Stack as="ul" listStyleType="none" gap="1" mb="2" data-testid="empresas-alta">
            {empresas.map((e) => (
              <HStack as="li" key={e.org_id} justify="space-between" borderWidth="1px" borderRadius="l2" px="3" py="1.5" gap="2">
                <Stack gap="0">
                  <Text>
                    {e.org_nombre} <Text as="span" color="fg.muted">({e.org_cif})</Text>
                  </Text>
                  {porEmpresa[e.org_id] ? (
                    <Text color="fg.error" fontSize="sm" role="alert">
                      {porEmpresa[e.org_id]}
                    </Text>
                  ) : null}
                </Stack>
                <Button size="xs" variant="ghost" aria-label={t('cuotas.alta.quitarDe', { nombre: e.org_nombre })} onClick={() => setEmpresas((list) => list.filter((x) => x.org_id !== e.org_id))}>
                  {t('cuotas.filters.quitar')}
                </Button>
              </HStack>
            ))}
          </Stack>
          {sinEmpresas && empresas.length === 0 ? (
            <Text color="fg.error" fontSize="sm" role="alert" mb="2">
              {t('cuotas.alta.ninguna')}
            </Text>
          ) : null}
          <Button aria-haspopup="dialog" size="sm" variant="outline" onClick={() => setBuscando(true)}>
            {t('cuotas.alta.anadir')}
          </Button>
        </Box>
        <ContractForm form={form} id={formId} aria-label={t('cuotas.alta.titulo')}>
          <Stack gap="4">
            <HStack gap="4" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
              <SelectControl name="year" label={t('cuotas.fields.year')} options={years} required />
              <TextControl type="date" name="pagado" label={t('cuotas.fields.pagado')} required />
            </HStack>
            <HStack gap="4" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
              <TextControl name="importe" label={t('cuotas.fields.importe')} inputMode="decimal" helperText={t('cuotas.fields.importeAyuda')} />
              <SelectControl
                name="metodo_pago"
                label={t('cuotas.fields.metodoPago')}
                placeholder={t('cuotas.fields.seleccione')}
                options={METODOS_PAGO.map((m) => ({ value: m, label: t(`cuotas.metodos.${m}`) }))}
              />
            </HStack>
            <TextareaControl name="observaciones" label={t('cuotas.fields.observaciones')} rows={3} />
          </Stack>
        </ContractForm>
      </Stack>
      <BuscadorEmpresa
        open={buscando}
        onClose={() => setBuscando(false)}
        onPick={(org) => {
          setSinEmpresas(false);
          setEmpresas((list) => (list.some((e) => e.org_id === org.org_id) ? list : [...list, { org_id: org.org_id, org_cif: org.org_cif, org_nombre: org.org_nombre }]));
        }}
      />
    </Modal>
  );
}

/**
 * 'Alta Pagos' (part 2 §2.16, §7.5): picks companies with the 'Buscador de Organizaciones' and
 * registers their fee payments at once (`POST /cuotas/registro-pago` with the `cuotas` list: all or
 * none); a payment the API refuses is named under its company.
 */
export const AltaPagosModal = forgettingOnClose(AltaPagos);
