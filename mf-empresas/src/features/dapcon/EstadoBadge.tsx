import { chakra } from '@dapcon/shared-ui';
import type { EstadoDapconIdioma } from '@dapcon/contract/dapcon';
import { useTranslation } from '@dapcon/shared-sdk';
import '../../i18n';

/** The colour of each state's badge. */
const PALETTE: Record<EstadoDapconIdioma, string> = {
  borrador: 'gray',
  en_verificacion: 'blue',
  verificada: 'teal',
  publicada: 'green',
  caducada: 'red',
  con_incidencias: 'orange',
};

/** A declaration's (or a language's) state as a badge. */
export function EstadoBadge({ estado }: { estado: EstadoDapconIdioma }) {
  const { t } = useTranslation('empresas');
  const palette = PALETTE[estado];
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="sm"
      fontWeight="medium"
      bg={`${palette}.100`}
      color={`${palette}.800`}
      data-testid="estado"
    >
      {t(`dapcon.estado.${estado}`)}
    </chakra.span>
  );
}
