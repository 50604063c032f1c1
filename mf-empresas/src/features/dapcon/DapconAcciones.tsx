import { useState } from 'react';
import { Button, ConfirmModal, HStack, useNavigate } from '@dapcon/shared-ui';
import { ACCIONES_DAPCON, eliminarDapcon, enviarDapcon, renovarDapcon, type AccionDapcon, type DapconDetalle } from '@dapcon/contract/dapcon';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { AceptarModal, AjustarValidezModal, CaducarModal, DevolverModal, PublicarModal, RetirarModal } from './DapconModales';

/** The actions of the bar: the transitions (documents and incidents have their own places on the page). */
export const ACCIONES_BARRA = ['enviar', 'devolver', 'aceptar', 'publicar', 'ajustar_validez', 'caducar', 'renovar', 'retirar', 'eliminar'] as const satisfies readonly AccionDapcon[];
type AccionBarra = (typeof ACCIONES_BARRA)[number];

/** The actions that only ask 'are you sure?' before they are sent. */
type Confirmada = 'enviar' | 'renovar' | 'eliminar';

/** How each button looks: the main step forward solid, the destructive ones red or orange. */
const ESTILO: Record<AccionBarra, { variant: 'solid' | 'outline'; colorPalette: string }> = {
  enviar: { variant: 'solid', colorPalette: 'brand' },
  devolver: { variant: 'outline', colorPalette: 'orange' },
  aceptar: { variant: 'solid', colorPalette: 'brand' },
  publicar: { variant: 'solid', colorPalette: 'brand' },
  ajustar_validez: { variant: 'outline', colorPalette: 'brand' },
  caducar: { variant: 'outline', colorPalette: 'red' },
  renovar: { variant: 'outline', colorPalette: 'brand' },
  retirar: { variant: 'outline', colorPalette: 'red' },
  eliminar: { variant: 'outline', colorPalette: 'red' },
};

const esBarra = (accion: AccionDapcon): accion is AccionBarra => (ACCIONES_BARRA as readonly AccionDapcon[]).includes(accion);

interface Props {
  detalle: DapconDetalle;
  /** A transition answered the record as it is now: show it, and the message. */
  onChanged: (next: DapconDetalle, message: string) => void;
}

/**
 * A declaration's actions bar: exactly the transitions of `detalle.acciones` (what the API says the
 * caller may do now, PERMISOS_DAPCON), each with what it needs: a confirmation (send, renew, delete)
 * or its modal (return, accept, publish, adjust validity, expire, withdraw). A renewal goes to the new record,
 * a deletion back to /dapcon; a refusal (403, 409) shows the API's message in the shell's modal.
 * Success names what happened ('DAPcon enviada a verificación.'): the API's envelope only says 'OK'
 * (and the renewal's 'DAPcon creada = {id}' is the spec's message for the id, not for a person).
 */
export function DapconAcciones({ detalle, onChanged }: Props) {
  const { t } = useTranslation('empresas');
  const navigate = useNavigate();
  const [open, setOpen] = useState<AccionBarra | null>(null);
  // The lists, the records and the panels read again: each transition's `stale` in the contract.
  const enviar = useApiMutation(enviarDapcon);
  const renovar = useApiMutation(renovarDapcon);
  const eliminar = useApiMutation(eliminarDapcon);
  const sending = enviar.isPending || renovar.isPending || eliminar.isPending;
  // 'retirar' comes apart from `acciones` (ACCIONES_DETALLE: a value the live release's areas would refuse).
  const disponibles: readonly AccionDapcon[] = detalle.puede_retirar ? [...detalle.acciones, 'retirar'] : detalle.acciones;
  const acciones = ACCIONES_DAPCON.filter((accion) => disponibles.includes(accion)).filter(esBarra);
  if (acciones.length === 0) return null;
  const id = String(detalle.id);
  const close = () => setOpen(null);

  const confirm = async (accion: Confirmada) => {
    if (accion === 'enviar') {
      const res = await enviar.run({ params: { id } });
      if (res) onChanged(res.data, t('dapcon.acciones.enviar.hecho'));
    } else if (accion === 'renovar') {
      const res = await renovar.run({ params: { id } });
      if (res) {
        navigate(`/dapcon/${res.data.id}/1`);
        feedback.success(t('dapcon.acciones.renovar.hecho'));
      }
    } else if (await eliminar.run({ params: { id } })) {
      navigate('/dapcon');
      feedback.success(t('dapcon.acciones.eliminar.hecho'));
    }
    setOpen(null);
  };

  const confirmada: Confirmada | null = open === 'enviar' || open === 'renovar' || open === 'eliminar' ? open : null;
  const modal = { detalle, onClose: close, onDone: onChanged };
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('dapcon.acciones.label')} data-testid="dapcon-acciones">
      {acciones.map((accion) => (
        <Button aria-haspopup="dialog" key={accion} {...ESTILO[accion]} onClick={() => setOpen(accion)} disabled={sending}>
          {t(`dapcon.acciones.${accion}.boton`)}
        </Button>
      ))}
      <ConfirmModal
        open={confirmada !== null}
        title={confirmada ? t(`dapcon.acciones.${confirmada}.titulo`) : ''}
        message={confirmada ? t(`dapcon.acciones.${confirmada}.pregunta`, { codigo: detalle.dapcon_codigo ?? `#${detalle.id}` }) : ''}
        confirmLabel={confirmada ? t(`dapcon.acciones.${confirmada}.boton`) : ''}
        cancelLabel={t('dapcon.acciones.cancelar')}
        destructive={confirmada === 'eliminar'}
        loading={sending}
        onConfirm={() => confirmada && void confirm(confirmada)}
        onCancel={() => (sending ? undefined : close())}
      />
      <DevolverModal open={open === 'devolver'} {...modal} />
      <AceptarModal open={open === 'aceptar'} {...modal} />
      <PublicarModal open={open === 'publicar'} {...modal} />
      <AjustarValidezModal open={open === 'ajustar_validez'} {...modal} />
      <CaducarModal open={open === 'caducar'} {...modal} />
      <RetirarModal open={open === 'retirar'} {...modal} />
    </HStack>
  );
}
