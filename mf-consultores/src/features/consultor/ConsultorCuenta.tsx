import { useState } from 'react';
import { Button, chakra, ConfirmModal, HStack } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import { activarUsuario, actualizarEstadoUsuario, consultorFicha, consultoresList, type ConsultorFicha } from '@dapcon/contract/consultores';
import { ApiError, call, feedback, useTranslation } from '@dapcon/shared-sdk';
import { invalidate } from '@dapcon/shared-sdk/query';
import '../../i18n';

/** The state of a consultant's account: signing in, registered but never activated, or de baja. */
export type EstadoCuentaConsultor = 'activo' | 'pendiente' | 'baja';

/** The state of an account (spec part 2 §4 'Consultant'): de baja while it has a leaving day; else active or pending activation. */
export function estadoCuenta(usuario: ConsultorFicha['usuario']): EstadoCuentaConsultor {
  if (usuario.fecha_baja !== null) return 'baja';
  return usuario.activo ? 'activo' : 'pendiente';
}

/** The badge's colour of each state: active green, pending orange, de baja red. */
const PALETTE: Record<EstadoCuentaConsultor, string> = { activo: 'green', pendiente: 'orange', baja: 'red' };

/** The account's state as a badge: 'Activo', 'Pendiente de activar' or 'De baja desde dd/mm/yyyy'. */
export function EstadoCuentaBadge({ usuario }: { usuario: ConsultorFicha['usuario'] }) {
  const { t } = useTranslation('consultores');
  const estado = estadoCuenta(usuario);
  const palette = PALETTE[estado];
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="sm"
      fontWeight="medium"
      whiteSpace="nowrap"
      bg={`${palette}.100`}
      color={`${palette}.800`}
      data-testid="estado-cuenta"
      data-estado={estado}
    >
      {t(`ficha.estado.${estado}`, { fecha: toDisplayDate(usuario.fecha_baja) })}
    </chakra.span>
  );
}

/** A failed action: the server's message to the shell's error modal; a session error is the shell's (it signs out). */
function reportError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  if (!error.isSessionError) feedback.error(error);
}

/**
 * The account actions of a consultant's page (spec part 2 §2.11, §4 'Consultant'): 'Activar' for an
 * account never activated (by its NIF); 'Dar de baja' while it is in, 'Dar de alta' once it left, each
 * after its question ('¿Estás seguro de que deseas dar de baja a este usuario?'), sent as the status
 * update of its user. Then the consultant is read again and the shell's success modal shows the
 * server's message; a refusal (409) goes to the shell's error modal.
 */
export function ConsultorCuentaActions({ consultor }: { consultor: ConsultorFicha }) {
  const { t } = useTranslation('consultores');
  // The question asked ('baja' or 'alta'), kept while the modal closes even though the reload flips the state.
  const [asking, setAsking] = useState(false);
  const [question, setQuestion] = useState<'baja' | 'alta'>('baja');
  const [busy, setBusy] = useState<'activar' | 'estado' | null>(null);
  const estado = estadoCuenta(consultor.usuario);
  const deBaja = estado === 'baja';

  const ask = (which: 'baja' | 'alta') => {
    setQuestion(which);
    setAsking(true);
  };

  const run = async (action: 'activar' | 'estado') => {
    setBusy(action);
    try {
      const res =
        action === 'activar'
          ? await call(activarUsuario, { params: { usuario: consultor.consultor_nif } })
          : await call(actualizarEstadoUsuario, { params: { id: String(consultor.usuario_id) } });
      setAsking(false);
      await Promise.all([invalidate(consultorFicha), invalidate(consultoresList)]);
      feedback.success(res.message);
    } catch (error) {
      setAsking(false);
      reportError(error);
    } finally {
      setBusy(null);
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
