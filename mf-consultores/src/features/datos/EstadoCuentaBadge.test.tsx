import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../../config/test-utils';
import { EstadoCuentaBadge } from './EstadoCuentaBadge';

describe('EstadoCuentaBadge', () => {
  it.each([
    [{ activo: true, fecha_baja: null }, 'activo', 'Activo', 'Actiu'],
    [{ activo: false, fecha_baja: null }, 'pendiente', 'Pendiente de activar', "Pendent d'activar"],
    [{ activo: false, fecha_baja: '2023-06-30T10:00:00.000Z' }, 'baja', 'De baja desde 30/06/2023', 'De baixa des del 30/06/2023'],
  ] as const)('shows %o as %s in both languages', (usuario, estado, es, ca) => {
    const { unmount } = renderWithPortal(<EstadoCuentaBadge usuario={usuario} />, { lang: 'es' });
    expect(screen.getByTestId('estado-cuenta')).toHaveTextContent(es);
    expect(screen.getByTestId('estado-cuenta')).toHaveAttribute('data-estado', estado);
    unmount();
    renderWithPortal(<EstadoCuentaBadge usuario={usuario} testId="estado-usuario" />, { lang: 'ca' });
    expect(screen.getByTestId('estado-usuario')).toHaveTextContent(ca);
  });
});
