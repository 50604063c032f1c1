import { StatusBadge, type StatusPalette } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import { estadoUsuario, type EstadoUsuario } from '@dapcon/contract/consultores';
import { useTranslation } from '@dapcon/shared-sdk';
import '../../i18n';

/** The badge's colour of each state: active green, pending orange, de baja red. */
const PALETTE: Record<EstadoUsuario, StatusPalette> = { activo: 'green', pendiente: 'orange', baja: 'red' };

/**
 * An account's state as a badge (a consultant's or an association user's; spec part 2 §4): 'Activo',
 * 'Pendiente de activar' (switched off, or a new user who has yet to choose a password) or 'De baja
 * desde dd/mm/yyyy'.
 *
 * @example
 * <EstadoCuentaBadge usuario={consultor.usuario} />
 */
export function EstadoCuentaBadge({
  usuario,
  testId = 'estado-cuenta',
}: {
  usuario: { activo: boolean; fecha_baja: string | null; pendiente_password?: boolean };
  testId?: string;
}) {
  const { t } = useTranslation('consultores');
  const estado = estadoUsuario(usuario);
  return (
    <StatusBadge palette={PALETTE[estado]} testId={testId} state={estado}>
      {t(`ficha.estado.${estado}`, { fecha: toDisplayDate(usuario.fecha_baja) })}
    </StatusBadge>
  );
}
