import { StatusBadge } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

/** A content's state: 'Publicado' as success (green), anything else as warning (orange); spec part 2 §2.19. */
export function EstadoContenidoBadge({ estado }: { estado: string }) {
  const { t } = useTranslation('contenidos');
  return (
    <StatusBadge palette={estado === 'Publicado' ? 'green' : 'orange'} state={estado} testId="estado-contenido">
      {t(`contenidos.estados.${estado}`, { defaultValue: estado })}
    </StatusBadge>
  );
}
