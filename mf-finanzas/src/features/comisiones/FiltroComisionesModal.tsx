import { useState, type FormEvent } from 'react';
import { Button, FormField, HStack, Modal, SelectField, SimpleGrid, Stack, TextInput, type SelectOption } from '@dapcon/shared-ui';
import type { ListQuery } from '@dapcon/shared-ui/data';
import { anyosCuota } from '@dapcon/contract/core';
import type { comisiones } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import { estadoDePago, filtrosDePago, PagadoFiltro, type EstadoPago } from './shared';
import './i18n';

/** Props of {@link FiltroComisionesModal}. */
export interface FiltroComisionesModalProps {
  open: boolean;
  onClose: () => void;
  list: ListQuery<typeof comisiones>;
  tipos: readonly SelectOption[];
}

/** The filters the modal sets (the list's others, the company or the agent, stay). */
const CAMPOS = ['tipo', 'es_pagado', 'no_pagado', 'fecha_desde', 'fecha_hasta', 'year'] as const;

/** How many of the modal's filters are set. */
export function filtrosActivos(list: ListQuery<typeof comisiones>): number {
  const active = list.activeFilters;
  return CAMPOS.filter((campo) => active[campo] !== undefined).length;
}

function Filtros({ onClose, list, tipos }: Omit<FiltroComisionesModalProps, 'open'>) {
  const { t } = useTranslation('finanzas');
  const shown = list.activeFilters;
  const [tipo, setTipo] = useState(shown.tipo ?? '');
  const [pago, setPago] = useState<EstadoPago>(estadoDePago(shown));
  const [desde, setDesde] = useState(shown.fecha_desde ?? '');
  const [hasta, setHasta] = useState(shown.fecha_hasta ?? '');
  const [year, setYear] = useState(shown.year ?? '');
  const apply = (e: FormEvent) => {
    e.preventDefault();
    list.setFilters({ ...list.activeFilters, tipo, ...filtrosDePago(pago), fecha_desde: desde, fecha_hasta: hasta, year });
    onClose();
  };
  const clear = () => {
    const kept = Object.fromEntries(Object.entries(list.activeFilters).filter(([name]) => !(CAMPOS as readonly string[]).includes(name)));
    list.setFilters(kept);
    onClose();
  };
  return (
    <form id="filtro-comisiones" noValidate onSubmit={apply} aria-label={t('comisiones.filtro.titulo')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('comisiones.filtro.tipo')}>
            <SelectField name="tipo" value={tipo} onChange={(e) => setTipo(e.target.value)} options={tipos} placeholder={t('comisiones.filtro.todos')} />
          </FormField>
          <FormField label={t('comisiones.filtro.year')}>
            <SelectField name="year" value={year} onChange={(e) => setYear(e.target.value)} options={anyosCuota().map((y) => ({ value: String(y), label: String(y) }))} placeholder={t('comisiones.filtro.todos')} />
          </FormField>
          <FormField label={t('comisiones.filtro.desde')}>
            <TextInput type="date" name="fecha_desde" value={desde} onChange={(e) => setDesde(e.target.value)} />
          </FormField>
          <FormField label={t('comisiones.filtro.hasta')}>
            <TextInput type="date" name="fecha_hasta" value={hasta} onChange={(e) => setHasta(e.target.value)} />
          </FormField>
        </SimpleGrid>
        <PagadoFiltro value={pago} onChange={setPago} />
        <HStack gap="2" justify="flex-end">
          <Button type="button" variant="outline" onClick={clear}>
            {t('comisiones.filtro.limpiar')}
          </Button>
          <Button type="submit">{t('comisiones.filtro.aplicar')}</Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * The filters of a company's commissions (part 2 §2.8): the type, paid or unpaid (they exclude each
 * other), the payment dates from / to and the year; 'Filtrar' applies them (page 1), 'Limpiar'
 * drops them. The list's own filter (the company) stays either way.
 */
export function FiltroComisionesModal({ open, onClose, list, tipos }: FiltroComisionesModalProps) {
  const { t } = useTranslation('finanzas');
  return (
    <Modal open={open} onClose={onClose} title={t('comisiones.filtro.titulo')} size="lg">
      {open ? <Filtros onClose={onClose} list={list} tipos={tipos} /> : null}
    </Modal>
  );
}
