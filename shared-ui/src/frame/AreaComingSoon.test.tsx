import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@dapcon/shared-sdk';
import { PortalProvider } from '../theme';
import { AreaComingSoon } from './AreaComingSoon';

describe('AreaComingSoon', () => {
  afterEach(async () => {
    await act(() => setLanguage('es'));
  });

  it('heads the page with the screen title and says it is not available yet', () => {
    render(<AreaComingSoon title="Empresas" />, { wrapper: PortalProvider });
    expect(screen.getByRole('heading', { name: 'Empresas' })).toBeTruthy();
    expect(screen.getByText('Este apartado aún no está disponible')).toBeTruthy();
  });

  it('speaks Catalan when the language changes', async () => {
    await act(() => setLanguage('ca'));
    render(<AreaComingSoon title="Tarifes" />, { wrapper: PortalProvider });
    expect(screen.getByText('Aquest apartat encara no està disponible')).toBeTruthy();
  });
});
