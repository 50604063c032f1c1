// /tarifas (spec part 2 §2.22; docs/finanzas.md 'Tariffs and bank data'): the fee types as a tree on
// the left (the parameter folder `tipos_tarifa`), the fees of the selected type on the list kit
// (description, state, accounting code, price; the type, page and sort in the URL), a create/edit
// modal, delete after 'Realmente desea borrar esta tarifa ?', and the programme's bank data modal.
import { useState } from 'react';
import { Box, Button, ConfirmModal, Flex, Heading, HStack, PageHeader, Stack, Text } from '@dapcon/shared-ui';
import { ListTable, useListQuery, type DataTableColumn } from '@dapcon/shared-ui/data';
import { useParameterOptions } from '@dapcon/shared-ui/reference';
import { TreeView } from '@dapcon/shared-ui/tree';
import { formatEuro } from '@dapcon/contract/core';
import { borrarTarifa, TARIFAS_SORTABLE, tarifasList, TIPOS_TARIFA, type Tarifa, type TipoTarifa } from '@dapcon/contract/finanzas';
import { feedback, useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { DatosBancariosModal } from './DatosBancariosModal';
import { TarifaModal } from './TarifaModal';
import './i18n';

/** A percentage the Spanish way: '10.00' → '10,00 %'. */
function formatPorcentaje(precio: string): string {
  return `${formatEuro(precio).replace(/\s*€$/, '')} %`;
}

const esTipo = (value: string): value is TipoTarifa => (TIPOS_TARIFA as readonly string[]).includes(value);

export function TarifasPage() {
  const { t } = useTranslation('finanzas');
  const { t: tc } = useTranslation('common');
  const conCodigo = useSession((s) => s.user?.perfil === 1);
  const { tipos_tarifa: tipos = [] } = useParameterOptions(['tipos_tarifa']);
  const list = useListQuery(tarifasList);
  const filtro = list.filters.tipo ?? '';
  const tipo: TipoTarifa = esTipo(filtro) ? filtro : 'cuota_anual';
  const tipoNombre = tipos.find((o) => o.value === tipo)?.label ?? tipo;

  const [editing, setEditing] = useState<{ tarifa: Tarifa | null } | null>(null);
  const [deleting, setDeleting] = useState<Tarifa | null>(null);
  const [banco, setBanco] = useState(false);
  const borrar = useApiMutation(borrarTarifa);

  const saved = (message: string) => feedback.success(message);

  const remove = async () => {
    if (!deleting) return;
    const res = await borrar.run({ params: { id: String(deleting.id) } });
    setDeleting(null);
    if (res) saved(res.message);
  };

  const columns: DataTableColumn<Tarifa>[] = [
    { key: 'descripcion', header: t('tarifas.columns.descripcion') },
    {
      key: 'estado',
      header: t('tarifas.columns.estado'),
      render: (row) => (
        <Text as="span" color={row.estado ? 'green.700' : 'fg.muted'} fontWeight={row.estado ? 'medium' : undefined}>
          {row.estado ? t('tarifas.activa') : t('tarifas.inactiva')}
        </Text>
      ),
    },
    { key: 'codigo_contable', header: t('tarifas.columns.codigoContable') },
    {
      key: 'precio',
      header: t('tarifas.columns.precio'),
      align: 'end',
      // A commission rate's price is a percentage of the base amount ('10.00' = 10 %).
      render: (row) => (
        <Text as="span" whiteSpace="nowrap">
          {row.tipo === 'comision' ? formatPorcentaje(row.precio) : formatEuro(row.precio)}
        </Text>
      ),
    },
    {
      key: 'acciones',
      header: t('tarifas.columns.acciones'),
      align: 'end',
      render: (row) => (
        <HStack gap="2" justify="flex-end">
          <Button aria-haspopup="dialog" size="xs" variant="outline" aria-label={t('tarifas.editarDe', { descripcion: row.descripcion })} onClick={() => setEditing({ tarifa: row })}>
            {t('tarifas.editar')}
          </Button>
          <Button aria-haspopup="dialog" size="xs" variant="outline" colorPalette="red" aria-label={t('tarifas.borrarDe', { descripcion: row.descripcion })} onClick={() => setDeleting(row)}>
            {t('tarifas.borrar')}
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        title={tc('route.tarifas')}
        actions={
          <Button aria-haspopup="dialog" variant="outline" onClick={() => setBanco(true)}>
            {t('tarifas.datosBancarios')}
          </Button>
        }
      />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
        <Stack as="nav" aria-label={t('tarifas.tipos')} gap="3" w={{ base: 'full', lg: '80' }} flexShrink={0}>
          <Heading as="h2" size="sm">
            {t('tarifas.tipos')}
          </Heading>
          <TreeView
            label={t('tarifas.tipos')}
            data={tipos.map((o) => ({ id: o.value, name: o.label }))}
            selectedId={tipo}
            onSelect={(node) => {
              if (node.id !== tipo) list.setFilters({ tipo: node.id });
            }}
            emptyText={t('tarifas.sinTipos')}
          />
        </Stack>
        <Stack gap="4" flex="1" minW="0" w="full">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="md">
              {tipoNombre}
            </Heading>
            <Button aria-haspopup="dialog" onClick={() => setEditing({ tarifa: null })}>{t('tarifas.nueva')}</Button>
          </Flex>
          <Box>
            <ListTable
              list={list}
              columns={columns}
              rowKey={(row) => row.id}
              sortable={TARIFAS_SORTABLE}
              aria-label={t('tarifas.tabla', { tipo: tipoNombre })}
              emptyText={t('tarifas.sinTarifas')}
            />
          </Box>
        </Stack>
        <TarifaModal
          key={editing?.tarifa?.id ?? 'nueva'}
          open={editing !== null}
          onClose={() => setEditing(null)}
          tarifa={editing?.tarifa ?? null}
          tipo={tipo}
          tipoNombre={tipoNombre}
          conCodigo={conCodigo}
          onSaved={saved}
        />
        <ConfirmModal
          open={deleting !== null}
          message={t('tarifas.confirmarBorrar')}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
          loading={borrar.isPending}
          destructive
        />
        <DatosBancariosModal open={banco} onClose={() => setBanco(false)} onSaved={(message) => feedback.success(message)} />
      </Flex>
    </Stack>
  );
}
