import { useState } from 'react';
import { Button, Link, PageHeader, RouterLink, Stack, Text, useNavigate } from '@dapcon/shared-ui';
import { EmailText, FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { ESTADOS_USUARIO, USUARIOS_ADMIN_SORTABLE, usuariosAdminList, type UsuarioAdminListItem } from '@dapcon/contract/consultores';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { EstadoCuentaBadge } from '../datos/EstadoCuentaBadge';
import { UsuarioModal } from './UsuarioModal';
import './i18n';

type Filter = ListFilterName<typeof usuariosAdminList.query>;

/**
 * The association's users (/usuarios, spec part 2 §2.13): the side filter (NIF, state), the users a page
 * at a time sorted by NIF or name, each with its profile and state, 'Editar' (the edit modal) and 'Ver'
 * (the user's page); 'Alta Usuario' opens the same modal empty. A profile-2 administrator's list has no
 * profile-1 users (the API leaves them out). Its state lives in the URL (docs/lists.md).
 */
export function UsuariosList() {
  const { t } = useTranslation(['consultores', 'common']);
  const navigate = useNavigate();
  const list = useListQuery(usuariosAdminList);
  // The modal: closed, 'Alta Usuario' (null) or editing a user (its id).
  const [modal, setModal] = useState<{ id: number | null } | null>(null);
  const detail = (r: UsuarioAdminListItem) => `/usuarios/${r.id}`;

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'nif', label: t('usuarios.filters.nif') },
    { kind: 'select', name: 'estado_id', label: t('usuarios.filters.estado'), options: ESTADOS_USUARIO.map((e) => ({ value: e, label: t(`usuarios.estados.${e}`) })) },
  ];

  const columns: DataTableColumn<UsuarioAdminListItem>[] = [
    { key: 'usuario', sortField: 'usuario', header: t('usuarios.columns.nif'), width: '9rem', render: (r) => <Text as="span" whiteSpace="nowrap">{r.usuario}</Text> },
    {
      key: 'nombre',
      sortField: 'nombre',
      header: t('usuarios.columns.nombre'),
      render: (r) => (
        <Link asChild color="inherit" fontWeight="medium">
          <RouterLink to={detail(r)}>{r.full_name}</RouterLink>
        </Link>
      ),
    },
    { key: 'telefono', header: t('usuarios.columns.telefono'), render: (r) => <Text as="span" whiteSpace="nowrap">{r.telefono ?? ''}</Text> },
    { key: 'email', header: t('usuarios.columns.email'), render: (r) => <EmailText email={r.email} /> },
    { key: 'perfil', header: t('usuarios.columns.perfil'), render: (r) => r.perfiles.map((p) => t(`usuarios.perfiles.${p}`)).join(', ') },
    { key: 'estado', header: t('usuarios.columns.estado'), render: (r) => <EstadoCuentaBadge usuario={r} testId="estado-usuario" /> },
    {
      key: 'acciones',
      header: <Text srOnly>{t('usuarios.columns.acciones')}</Text>,
      align: 'end',
      render: (r) => (
        // Side by side, or one above the other when the column is narrow.
        <Stack direction="row" wrap="wrap" columnGap="3" rowGap="1" justify="flex-end" align="center">
          <Button aria-haspopup="dialog" size="xs" variant="outline" onClick={() => setModal({ id: r.id })} aria-label={t('usuarios.editarDe', { nombre: r.full_name })}>
            {t('usuarios.editar')}
          </Button>
          <Link asChild fontWeight="medium" whiteSpace="nowrap">
            <RouterLink to={detail(r)} aria-label={t('usuarios.verDe', { nombre: r.full_name })}>
              {t('usuarios.ver')}
            </RouterLink>
          </Link>
        </Stack>
      ),
    },
  ];

  // The list was read again by the write (its `stale`).
  const saved = (message: string) => feedback.success(message);

  return (
    <Stack gap="0">
      <PageHeader
        title={t('route.usuarios', { ns: 'common' })}
        actions={
          <Button aria-haspopup="dialog" colorPalette="brand" onClick={() => setModal({ id: null })}>
            {t('usuarios.alta')}
          </Button>
        }
      />
      <ListLayout filters={<FilterPanel list={list} fields={fields} />}>
        <ListTable
          list={list}
          columns={columns}
          rowKey={(r) => r.id}
          sortable={USUARIOS_ADMIN_SORTABLE}
          rowProps={(r) => (r.fecha_baja ? { color: 'red.fg', bg: 'red.subtle', 'data-baja': r.fecha_baja } : {})}
          aria-label={t('usuarios.table')}
        />
      </ListLayout>
      <UsuarioModal
        open={modal !== null}
        id={modal?.id ?? null}
        onClose={() => setModal(null)}
        onSaved={saved}
        onOpenUser={(id) => navigate(`/usuarios/${id}`)}
      />
    </Stack>
  );
}
