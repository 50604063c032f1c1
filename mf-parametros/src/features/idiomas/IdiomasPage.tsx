// /idiomas (the Ares administrator's; docs/parametros.md 'Languages as built'; spec part 1 §3, part 2
// §3 'Language'): the portal's languages — name, code (its flag), ECO Platform, active — a few, so
// one table without paging; 'Nuevo idioma' and 'Editar' open the modal; 'Desactivar' (never language
// 1: the API answers 409) and 'Activar' save the language with its active flag changed. What changes
// here shows in every per-language form, which reads GET /idiomas.
import { useState } from 'react';
import { Button, ConfirmModal, HStack, PageHeader, Stack, StatusBadge, Text } from '@dapcon/shared-ui';
import { DataTable, type DataTableColumn } from '@dapcon/shared-ui/data';
import { actualizarIdioma, IDIOMA_SIEMPRE_PRESENTE, idiomasAdmin, type IdiomaAdmin } from '@dapcon/contract/referencia';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { IdiomaModal } from './IdiomaModal';
import './i18n';

/** The languages' screen. */
export function IdiomasPage() {
  const { t } = useTranslation(['parametros', 'common']);
  const { data, isPending, error } = useApiQuery(idiomasAdmin);
  // The modal: closed, 'Nuevo idioma' (null) or editing a language.
  const [modal, setModal] = useState<{ idioma: IdiomaAdmin | null } | null>(null);
  const [desactivando, setDesactivando] = useState<IdiomaAdmin | null>(null);
  // The administration's list and every form's list read again: the writes' `stale`.
  const actualizar = useApiMutation(actualizarIdioma);
  const busy = actualizar.isPending;

  const saved = (message: string) => feedback.success(message);

  const guardarActivo = async (idioma: IdiomaAdmin, activo: boolean) => {
    const { idioma_nombre, idioma: codigo, ecoplatform } = idioma;
    const res = await actualizar.run({ params: { id: String(idioma.id) }, body: { idioma_nombre, idioma: codigo, ecoplatform, activo } });
    setDesactivando(null);
    if (res) feedback.success(res.message);
  };

  const columns: DataTableColumn<IdiomaAdmin>[] = [
    { key: 'id', header: t('idiomas.columnas.id'), width: '4rem' },
    {
      key: 'idioma_nombre',
      header: t('idiomas.columnas.nombre'),
      render: (r) => (
        <HStack gap="2">
          <Text as="span" fontWeight="medium">
            {r.idioma_nombre}
          </Text>
          {r.id === IDIOMA_SIEMPRE_PRESENTE ? (
            <StatusBadge palette="blue" testId="idioma-principal">
              {t('idiomas.principal')}
            </StatusBadge>
          ) : null}
        </HStack>
      ),
    },
    {
      key: 'idioma',
      header: t('idiomas.columnas.codigo'),
      width: '7rem',
      render: (r) => (
        <Text as="span" fontFamily="mono" textTransform="uppercase" borderWidth="1px" borderRadius="sm" px="1.5" data-testid="idioma-codigo">
          {r.idioma}
        </Text>
      ),
    },
    { key: 'ecoplatform', header: t('idiomas.columnas.ecoplatform'), width: '8rem', render: (r) => (r.ecoplatform ? t('idiomas.si') : t('idiomas.no')) },
    {
      key: 'activo',
      header: t('idiomas.columnas.estado'),
      width: '7rem',
      render: (r) => (
        <StatusBadge palette={r.activo ? 'green' : 'gray'} state={r.activo ? 'activo' : 'inactivo'} testId="estado-idioma">
          {r.activo ? t('idiomas.activo') : t('idiomas.inactivo')}
        </StatusBadge>
      ),
    },
    {
      key: 'acciones',
      header: t('idiomas.columnas.acciones'),
      align: 'end',
      width: '11rem',
      render: (r) => (
        <HStack gap="2" justify="flex-end">
          <Button aria-haspopup="dialog" size="xs" variant="outline" aria-label={t('idiomas.editarDe', { idioma: r.idioma_nombre })} onClick={() => setModal({ idioma: r })}>
            {t('idiomas.editar')}
          </Button>
          {r.id === IDIOMA_SIEMPRE_PRESENTE ? null : r.activo ? (
            <Button aria-haspopup="dialog" size="xs" variant="outline" colorPalette="red" aria-label={t('idiomas.desactivarDe', { idioma: r.idioma_nombre })} onClick={() => setDesactivando(r)}>
              {t('idiomas.desactivar')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="outline"
              aria-label={t('idiomas.activarDe', { idioma: r.idioma_nombre })}
              disabled={busy}
              onClick={() => void guardarActivo(r, true)}
            >
              {t('idiomas.activar')}
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader
        title={t('route.idiomas', { ns: 'common' })}
        actions={
          <Button aria-haspopup="dialog" colorPalette="brand" onClick={() => setModal({ idioma: null })}>
            {t('idiomas.nuevo')}
          </Button>
        }
      />
      <Text color="fg.muted" fontSize="sm">
        {t('idiomas.ayuda')}
      </Text>
      <DataTable
        columns={columns}
        rows={data ?? []}
        rowKey={(r) => r.id}
        loading={isPending}
        aria-label={t('idiomas.tabla')}
        emptyText={error ? t('table.loadError', { ns: 'ui' }) : t('idiomas.sinResultados')}
        rowProps={(r) => (r.activo ? {} : { color: 'fg.muted' })}
      />
      {/* Keyed by the language: its form starts from the one opened. */}
      <IdiomaModal key={modal?.idioma?.id ?? 'nuevo'} open={modal !== null} idioma={modal?.idioma ?? null} onClose={() => setModal(null)} onSaved={saved} />
      <ConfirmModal
        open={desactivando !== null}
        message={t('idiomas.confirmarDesactivar', { idioma: desactivando?.idioma_nombre ?? '' })}
        confirmLabel={t('idiomas.desactivar')}
        onConfirm={() => desactivando && void guardarActivo(desactivando, false)}
        onCancel={() => setDesactivando(null)}
        loading={busy}
        destructive
      />
    </Stack>
  );
}
