import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_DAPCON_IDS, MOCK_EMPRESAS } from '@dapcon/mocks';
import { currentLocation, inBothLanguages, NOT_AVAILABLE, renderWithPortal, signInAs } from '../../config/test-utils';
import EmpresasRoutes from './routes';

/** The mock API's demo company: the organisation account's own, without an agreement. */
const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];

describe('mf-empresas routes', () => {
  it.each(inBothLanguages([{ route: '/verificar-dapcon', es: 'Verificar DAPcon', ca: 'Verificar DAPcon' }]))(
    '$route in $lang loads the verifier\'s list, titled "$title"',
    async ({ route, lang, title }) => {
      await signInAs('verificador', { usuario: '39284756C' });
      renderWithPortal(<EmpresasRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 30_000 })).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: lang === 'es' ? 'DAPcon a verificar' : 'DAPcon per verificar' })).toBeInTheDocument();
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

  it.each(inBothLanguages([{ route: '/dapcon', es: 'Nueva DAPcon', ca: 'Nova DAPcon' }]))(
    "$route in $lang loads the DAPcon page with '$title' for a company",
    async ({ route, lang, title }) => {
      await signInAs('organizacion', { usuario: EMPRESA.org_cif });
      renderWithPortal(<EmpresasRoutes />, { route, lang });
      expect(await screen.findByRole('button', { name: title }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'DAPcon' })).toBeInTheDocument();
    },
  );

  it('/Organizaciones/{id} opens the declaration\'s record in the first language (/dapcon/{id}/1)', async () => {
    await signInAs('organizacion', { usuario: EMPRESA.org_cif });
    renderWithPortal(<EmpresasRoutes />, { route: `/Organizaciones/${MOCK_DAPCON_IDS.borrador}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cemento CEM II/A-L 42,5 R' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/dapcon/${MOCK_DAPCON_IDS.borrador}/1`);
  });

  it.each(inBothLanguages([{ route: '/empresas', es: 'Empresas', ca: 'Empreses' }]))(
    '$route in $lang loads the company list when opened, titled "$title"',
    async ({ route, lang, title }) => {
      renderWithPortal(<EmpresasRoutes />, { route, lang });
      // The screen's code loads when it is opened (the first time in this worker takes a moment).
      expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: title })).toBeInTheDocument();
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

  it.each(inBothLanguages([{ route: `/empresas/${EMPRESA.org_cif}?tab=pagos_cuotas`, es: 'Pagos cuotas', ca: 'Pagaments quotes' }]))(
    "$route in $lang loads the company's page with mf-finanzas's fee payments panel for that company",
    async ({ route, lang, title }) => {
      await signInAs('admin_ares');
      renderWithPortal(<EmpresasRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: EMPRESA.org_nombre }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
      // Outside the shell (as here, and on the remote's own development page) the panel says where it belongs.
      const panel = document.querySelector('[data-remote-panel="mf_finanzas/EmpresaPagosCuotas"]');
      expect(panel).toHaveTextContent(lang === 'es' ? 'Este panel se muestra dentro del portal.' : 'Aquest panell es mostra dins del portal.');
    },
  );

  it.each(inBothLanguages([{ route: '/mis-datos', es: 'Mis datos', ca: 'Les meves dades' }]))(
    "$route in $lang loads a company's own data, titled \"$title\"",
    async ({ route, lang, title }) => {
      await signInAs('organizacion');
      renderWithPortal(<EmpresasRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 30_000 })).toBeInTheDocument();
      expect(await screen.findByDisplayValue(EMPRESA.org_cif)).toHaveAttribute('readonly');
    },
  );
});
