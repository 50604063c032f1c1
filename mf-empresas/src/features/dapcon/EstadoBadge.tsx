import { StatusBadge, type StatusPalette } from '@dapcon/shared-ui';
import type { EstadoDapconIdioma } from '@dapcon/contract/dapcon';
import { useTranslation } from '@dapcon/shared-sdk';
import '../../i18n';

/** The colour of each state's badge. */
const PALETTE: Record<EstadoDapconIdioma, StatusPalette> = {
  borrador: 'gray',
  en_verificacion: 'blue',
  verificada: 'teal',
  publicada: 'green',
  caducada: 'red',
  retirada: 'red',
  con_incidencias: 'orange',
};

/** A declaration's (or a language's) state as a badge. */
export function EstadoBadge({ estado }: { estado: EstadoDapconIdioma }) {
  const { t } = useTranslation('empresas');
  return (
    <StatusBadge palette={PALETTE[estado]} testId="estado">
      {t(`dapcon.estado.${estado}`)}
    </StatusBadge>
  );
}
