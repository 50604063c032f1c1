// What both commission panels share: the type's name in the interface language, a commission's name
// with the declaration it is for, the payment date
// (or a red 'No'), the paid / unpaid pair of checkboxes that exclude each other, the contract's
// messages in the interface language, a failure outside a form reported to the shell, and the
// footer of their form modals.
import { useCallback } from 'react';
import { Button, CheckboxField, HStack, Stack, Text } from '@dapcon/shared-ui';
import { useParameterOptions } from '@dapcon/shared-ui/reference';
import type { SelectOption } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import { dapconDeComision, type Comision } from '@dapcon/contract/finanzas';
import { isLang, localizeMessage, useTranslation } from '@dapcon/shared-sdk';
import './i18n';

/** The commission types (parameter folder `tipo_comision`) as options, and a type's name (the answer's Spanish one until they arrive). */
export function useTiposComision(): { opciones: SelectOption[]; nombre: (c: Pick<Comision, 'tipo_comision' | 'tipo_comision_nombre'>) => string; nombreDe: (tipo: string | null | undefined) => string } {
  const { tipo_comision: opciones = [] } = useParameterOptions(['tipo_comision']);
  const nombreDe = (tipo: string | null | undefined) => (tipo ? (opciones.find((o) => o.value === tipo)?.label ?? tipo) : '');
  return { opciones, nombreDe, nombre: (c) => opciones.find((o) => o.value === c.tipo_comision)?.label ?? c.tipo_comision_nombre };
}

/** A contract message (FINANZAS_MSG.*) in the interface language. */
export function useMensaje(): (text: string) => string {
  const { i18n } = useTranslation('finanzas');
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  return useCallback((text: string) => localizeMessage(text, lang), [lang]);
}

/** A commission's name and, for a declaration's payment, the declaration: its code, or its product while it has none. */
export function NombreComision({ comision, tipo }: { comision: Comision; tipo?: string }) {
  const { t } = useTranslation('finanzas');
  const dapcon = dapconDeComision(comision);
  return (
    <Stack gap="0" minW="10rem">
      <Text as="span">{comision.comision_nombre}</Text>
      {/* The type under the name rather than in a column of its own: the consultant's tab fits its
          844 px box at 1366 px in Catalan with real rows (it was 911 px: issue 33, item 13). */}
      {tipo ? (
        <Text as="span" fontSize="xs" color="fg.muted" data-testid="tipo-de-comision">
          {tipo}
        </Text>
      ) : null}
      {dapcon === null ? null : (
        <Text as="span" fontSize="xs" color="fg.muted" data-testid="dapcon-comision">
          {t('comisiones.deDapcon', { dapcon })}
        </Text>
      )}
    </Stack>
  );
}

/** A commission's payment date, or 'No' in red while unpaid (part 2 §2.8). */
export function PagoComision({ fecha }: { fecha: string | null }) {
  const { t } = useTranslation('finanzas');
  return fecha === null ? (
    <Text as="span" color="red.600" fontWeight="medium" data-testid="no-pagada">
      {t('comisiones.no')}
    </Text>
  ) : (
    <Text as="span" whiteSpace="nowrap">
      {toDisplayDate(fecha)}
    </Text>
  );
}

/** The paid / unpaid filter: two checkboxes, ticking one unticks the other ('' when neither). */
export type EstadoPago = '' | 'pagadas' | 'noPagadas';

export function PagadoFiltro({ value, onChange }: { value: EstadoPago; onChange: (value: EstadoPago) => void }) {
  const { t } = useTranslation('finanzas');
  return (
    <HStack gap="4" flexWrap="wrap">
      <CheckboxField label={t('comisiones.filtro.pagadas')} checked={value === 'pagadas'} onCheckedChange={(on) => onChange(on ? 'pagadas' : '')} />
      <CheckboxField label={t('comisiones.filtro.noPagadas')} checked={value === 'noPagadas'} onCheckedChange={(on) => onChange(on ? 'noPagadas' : '')} />
    </HStack>
  );
}

/** The list filters of an {@link EstadoPago}: `es_pagado` or `no_pagado`, never both. */
export function filtrosDePago(value: EstadoPago): { es_pagado: string | undefined; no_pagado: string | undefined } {
  return { es_pagado: value === 'pagadas' ? 'true' : undefined, no_pagado: value === 'noPagadas' ? 'true' : undefined };
}

/** The {@link EstadoPago} a list's filters say. */
export function estadoDePago(filters: { es_pagado?: string; no_pagado?: string }): EstadoPago {
  if (filters.es_pagado === 'true') return 'pagadas';
  if (filters.no_pagado === 'true') return 'noPagadas';
  return '';
}

/** The footer of a commission form modal: 'Cancelar' (disabled while sending) and the form's submit button. */
export function PieModal({ formId, busy, onCancel, submitLabel }: { formId: string; busy: boolean; onCancel: () => void; submitLabel: string }) {
  const { t } = useTranslation('finanzas');
  return (
    <>
      <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={busy}>
        {t('comisiones.modal.cancelar')}
      </Button>
      <Button type="submit" form={formId} loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
