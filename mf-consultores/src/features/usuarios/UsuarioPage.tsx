import { useEffect, useState } from 'react';
import { Box, Button, ConfirmModal, ContractForm, HStack, Link, LoadingState, PageHeader, RouterLink, Stack, Text, useContractForm, useNavigate, useParams } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import {
  activarUsuario,
  actualizarEstadoUsuario,
  actualizarUsuarioAdmin,
  eliminarUsuarioAdmin,
  estadoUsuario,
  usuarioAdminShow,
  UsuarioAdminBody,
  type UsuarioAdmin,
} from '@dapcon/contract/consultores';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { EstadoCuentaBadge } from '../datos/EstadoCuentaBadge';
import { useMiId, UsuarioFields, usuarioValues } from './UsuarioForm';
import './i18n';

type Pregunta = 'baja' | 'alta' | 'eliminar';

/**
 * The account actions of a user's page: 'Activar' (switched off, never activated; not for a new user who
 * has yet to choose a password: only its link activates it), 'Dar de baja' / 'Dar de alta'
 * (each after its question), the same calls as a consultant's account (`activar-usuario`,
 * `update-status`). Not on one's own page: the API refuses them there.
 */
function CuentaActions({ usuario, onChanged }: { usuario: UsuarioAdmin; onChanged: (message: string) => void }) {
  const { t } = useTranslation('consultores');
  const [asking, setAsking] = useState<Pregunta | null>(null);
  const [question, setQuestion] = useState<'baja' | 'alta'>('baja');
  // The user's page and the list read again: each write's `stale` in the contract.
  const activar = useApiMutation(activarUsuario);
  const cambiarEstado = useApiMutation(actualizarEstadoUsuario);
  const busy = activar.isPending ? 'activar' : cambiarEstado.isPending ? 'estado' : null;
  const estado = estadoUsuario(usuario);
  const deBaja = estado === 'baja';

  const run = async (action: 'activar' | 'estado') => {
    const res = action === 'activar' ? await activar.run({ params: { usuario: usuario.usuario } }) : await cambiarEstado.run({ params: { id: String(usuario.id) } });
    setAsking(null);
    if (res) onChanged(res.message);
  };

  return (
    <HStack gap="2" wrap="wrap">
      {estado === 'pendiente' && !usuario.activo ? (
        <Button variant="outline" colorPalette="brand" onClick={() => void run('activar')} loading={busy === 'activar'} disabled={busy !== null}>
          {t('usuarios.ficha.actions.activar')}
        </Button>
      ) : null}
      <Button
        variant="outline"
        colorPalette={deBaja ? 'brand' : 'orange'}
        onClick={() => {
          setQuestion(deBaja ? 'alta' : 'baja');
          setAsking(deBaja ? 'alta' : 'baja');
        }}
        disabled={busy !== null}
      >
        {t(deBaja ? 'usuarios.ficha.actions.darDeAlta' : 'usuarios.ficha.actions.darDeBaja')}
      </Button>
      <ConfirmModal
        open={asking === 'baja' || asking === 'alta'}
        title={t(question === 'alta' ? 'usuarios.ficha.confirmar.altaTitle' : 'usuarios.ficha.confirmar.bajaTitle')}
        message={t(question === 'alta' ? 'usuarios.ficha.confirmar.alta' : 'usuarios.ficha.confirmar.baja')}
        destructive={question === 'baja'}
        loading={busy === 'estado'}
        onConfirm={() => void run('estado')}
        onCancel={() => setAsking(null)}
      />
    </HStack>
  );
}

/** The user's form: their data, and at its foot 'Eliminar' (after its question) and 'Guardar'. */
function UsuarioDatos({ usuario, propio, onSaved }: { usuario: UsuarioAdmin; propio: boolean; onSaved: (message: string) => void }) {
  const { t } = useTranslation('consultores');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<'asking' | 'sending' | null>(null);
  const guardar = useApiMutation(actualizarUsuarioAdmin);
  const eliminar = useApiMutation(eliminarUsuarioAdmin);
  const form = useContractForm(UsuarioAdminBody, {
    defaultValues: usuarioValues(usuario),
    submit: async (body) => {
      const res = await guardar.mutateAsync({ params: { id: String(usuario.id) }, body });
      form.reset(usuarioValues(res.data));
      onSaved(res.message);
    },
  });

  const remove = async () => {
    setDeleting('sending');
    const res = await eliminar.run({ params: { id: String(usuario.id) } });
    if (!res) {
      setDeleting(null);
      return;
    }
    navigate('/usuarios');
    feedback.success(res.message);
  };

  return (
    <ContractForm form={form} aria-label={t('usuarios.form.label')}>
      <Stack gap="8">
        <UsuarioFields form={form} usuario={usuario} onOpenUser={(id) => navigate(`/usuarios/${id}`)} />
        <HStack justify="space-between" borderTopWidth="1px" pt="4" role="group" aria-label={t('usuarios.ficha.actions.label')}>
          {propio ? (
            <Box />
          ) : (
            <Button variant="outline" colorPalette="red" onClick={() => setDeleting('asking')}>
              {t('usuarios.ficha.actions.eliminar')}
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('usuarios.ficha.actions.guardar')}
          </Button>
        </HStack>
      </Stack>
      <ConfirmModal
        open={deleting !== null}
        title={t('usuarios.ficha.confirmar.eliminarTitle')}
        message={t('usuarios.ficha.confirmar.eliminar')}
        confirmLabel={t('usuarios.ficha.confirmar.eliminarConfirm')}
        destructive
        loading={deleting === 'sending'}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </ContractForm>
  );
}

/**
 * An association user's page (/usuarios/{id}, spec part 2 §2.13): 'Usuarios > full name (NIF)', the
 * account's state and dates, the account actions, and the form: personal and contact data, the profile
 * (a profile-2 administrator is offered only profile 2), 'recibir_notificacion', 'Eliminar' and
 * 'Guardar', with the server's messages in the shell's modals and a 422 under its fields. A user that is
 * not there (or a profile-1 user, to a profile-2 administrator) is said on the page.
 */
export function UsuarioPage() {
  const { t } = useTranslation(['consultores', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const miId = useMiId();
  const query = useApiQuery(usuarioAdminShow, { params: { id } }, { placeholderData: (previous) => (previous && String(previous.id) === id ? previous : undefined) });
  const { data: usuario, error, refetch } = query;
  const notFound = error?.status === 404 || error?.status === 422;
  useEffect(() => {
    if (error && !notFound && !error.isSessionError) feedback.error(error);
  }, [error, notFound]);

  const back = { label: t('route.usuarios', { ns: 'common' }), href: '/usuarios' };

  if (!usuario) {
    if (query.isPending) return <LoadingState label={t('usuarios.ficha.loading')} />;
    return (
      <Stack gap="4">
        <PageHeader title={t('route.usuario')} breadcrumb={[back, { label: id }]} onNavigate={navigate} />
        <Text>{notFound ? t('usuarios.ficha.notFound.message', { id }) : t('usuarios.ficha.loadError')}</Text>
        <Box>
          {notFound ? (
            <Link asChild fontWeight="medium">
              <RouterLink to="/usuarios">{t('usuarios.ficha.notFound.back')}</RouterLink>
            </Link>
          ) : (
            <Button variant="outline" onClick={() => void refetch()}>
              {t('usuarios.ficha.retry')}
            </Button>
          )}
        </Box>
      </Stack>
    );
  }

  const propio = miId === usuario.id;
  const title = `${usuario.nombre} ${usuario.apellidos} (${usuario.usuario})`;
  // The page and the list were read again by the write (its `stale`): only the message is left.
  const reloaded = (message: string) => feedback.success(message);

  return (
    <Stack gap="0">
      <PageHeader
        title={title}
        breadcrumb={[back, { label: title }]}
        onNavigate={navigate}
        actions={propio ? undefined : <CuentaActions usuario={usuario} onChanged={reloaded} />}
      />
      <HStack gap="4" mb="6" wrap="wrap" aria-label={t('usuarios.ficha.estadoLabel')} role="group">
        <EstadoCuentaBadge usuario={usuario} testId="estado-usuario" />
        {usuario.pendiente_password && usuario.fecha_baja === null ? (
          <Text color="fg.muted" fontSize="sm" data-testid="sin-password">
            {t('usuarios.ficha.sinPassword')}
          </Text>
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          {t('usuarios.ficha.creado', { fecha: toDisplayDate(usuario.fecha_creacion) })}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('usuarios.ficha.modificado', { fecha: toDisplayDate(usuario.fecha_modificacion) })}
        </Text>
      </HStack>
      {/* Keyed by the user: another user's page starts its form again. */}
      <UsuarioDatos key={usuario.id} usuario={usuario} propio={propio} onSaved={reloaded} />
    </Stack>
  );
}
