import { useState } from 'react';
import { Button, ConfirmModal, HStack, useNavigate } from '@dapcon/shared-ui';
import {
  activarUsuario,
  actualizarEstadoUsuario,
  CONSULTORES_MSG,
  eliminarConsultor,
  estadoUsuario,
  type ConsultorFicha,
} from '@dapcon/contract/consultores';
import { feedback, isLang, localizeMessage, reportApiError, startImpersonation, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import '../../i18n';

/**
 * The actions of a consultant's page (spec part 2 §2.11, §4 'Consultant'): 'Activar' for an account
 * never activated (by its NIF); 'Dar de baja' while it is in, 'Dar de alta' once it left, each after
 * its question ('¿Estás seguro de que deseas dar de baja a este usuario?'), sent as the status update
 * of its user; 'Iniciar sesión' as the consultant (an account that may sign in), back from the
 * frame's banner; 'Eliminar' after 'Realmente desea borrar el consultor?', back to the list. Then the
 * shell's success modal shows the server's message; a refusal (409: a consultant DAPcons name) goes
 * to the shell's error modal.
 */
export function ConsultorCuentaActions({ consultor }: { consultor: ConsultorFicha }) {
  const { t, i18n } = useTranslation('consultores');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<'asking' | 'sending' | null>(null);
  const [impersonating, setImpersonating] = useState(false);
  // The question asked ('baja' or 'alta'), kept while the modal closes even though the reload flips the state.
  const [asking, setAsking] = useState(false);
  const [question, setQuestion] = useState<'baja' | 'alta'>('baja');
  // The consultant's page and the lists read again: each write's `stale` in the contract.
  const activar = useApiMutation(activarUsuario);
  const cambiarEstado = useApiMutation(actualizarEstadoUsuario);
  const eliminar = useApiMutation(eliminarConsultor);
  const busy = activar.isPending ? 'activar' : cambiarEstado.isPending ? 'estado' : null;
  const estado = estadoUsuario(consultor.usuario);
  const deBaja = estado === 'baja';

  const ask = (which: 'baja' | 'alta') => {
    setQuestion(which);
    setAsking(true);
  };

  const run = async (action: 'activar' | 'estado') => {
    const res = action === 'activar' ? await activar.run({ params: { usuario: consultor.consultor_nif } }) : await cambiarEstado.run({ params: { id: String(consultor.usuario_id) } });
    setAsking(false);
    if (res) feedback.success(res.message);
  };

  const remove = async () => {
    setDeleting('sending');
    const res = await eliminar.run({ params: { id: String(consultor.id) } });
    if (!res) {
      setDeleting(null);
      return;
    }
    navigate('/consultores');
    feedback.success(res.message);
  };

  const impersonate = async () => {
    setImpersonating(true);
    try {
      await startImpersonation(consultor.consultor_nif, { as: 'consultor' });
    } catch (error) {
      reportApiError(error);
    } finally {
      setImpersonating(false);
    }
  };

  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('ficha.actions.label')}>
      {estado === 'pendiente' ? (
        <Button variant="outline" colorPalette="brand" onClick={() => void run('activar')} loading={busy === 'activar'} disabled={busy !== null}>
          {t('ficha.actions.activar')}
        </Button>
      ) : null}
      <Button variant="outline" colorPalette={deBaja ? 'brand' : 'orange'} onClick={() => ask(deBaja ? 'alta' : 'baja')} disabled={busy !== null}>
        {t(deBaja ? 'ficha.actions.darDeAlta' : 'ficha.actions.darDeBaja')}
      </Button>
      {/* Only an account that may sign in: an administrator cannot be a consultant who cannot. */}
      <Button variant="outline" onClick={() => void impersonate()} loading={impersonating} disabled={estado !== 'activo' || busy !== null}>
        {t('ficha.actions.iniciarSesion')}
      </Button>
      <Button variant="outline" colorPalette="red" onClick={() => setDeleting('asking')} disabled={busy !== null}>
        {t('ficha.actions.eliminar')}
      </Button>
      <ConfirmModal
        open={deleting !== null}
        title={t('ficha.eliminar.title')}
        // 'Realmente desea borrar el consultor?' (spec part 2 §5): the contract's text, in the interface language.
        message={localizeMessage(CONSULTORES_MSG.confirmarBorradoConsultor, isLang(i18n.language) ? i18n.language : 'es')}
        confirmLabel={t('ficha.eliminar.confirm')}
        destructive
        loading={deleting === 'sending'}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmModal
        open={asking}
        title={t(question === 'alta' ? 'ficha.confirmar.altaTitle' : 'ficha.confirmar.bajaTitle')}
        message={t(question === 'alta' ? 'ficha.confirmar.alta' : 'ficha.confirmar.baja')}
        destructive={question === 'baja'}
        loading={busy === 'estado'}
        onConfirm={() => void run('estado')}
        onCancel={() => setAsking(false)}
      />
    </HStack>
  );
}
