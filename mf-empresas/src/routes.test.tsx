import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal } from '../../config/test-utils';
import EmpresasRoutes from './routes';

describe('mf-empresas routes', () => {
  it.each(inBothLanguages([{ route: '/dapcon/7/1', es: 'Ficha DAPcon', ca: 'Fitxa DAPcon' }]))(
    '$route in $lang is titled "$title" and not available yet',
    ({ route, lang, title }) => {
      renderWithPortal(<EmpresasRoutes />, { route, lang });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
    },
  );

  it.each(inBothLanguages([{ route: '/empresas', es: 'Empresas', ca: 'Empreses' }]))(
    '$route in $lang loads the company list when opened, titled "$title"',
    async ({ route, lang, title }) => {
      renderWithPortal(<EmpresasRoutes />, { route, lang });
      // The screen's code loads when it is opened (the first time in this worker takes a moment).
      expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: title })).toBeInTheDocument();
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

  it.each(inBothLanguages([{ route: '/empresas/B12345678', es: 'Empresa', ca: 'Empresa' }]))(
    "$route in $lang holds mf-finanzas's fee payments panel for that company",
    ({ route, lang }) => {
      renderWithPortal(<EmpresasRoutes />, { route, lang });
      // Outside the shell (as here, and on the remote's own development page) the panel says where it belongs.
      const panel = document.querySelector('[data-remote-panel="mf_finanzas/EmpresaPagosCuotas"]');
      expect(panel).toHaveTextContent(lang === 'es' ? 'Este panel se muestra dentro del portal.' : 'Aquest panell es mostra dins del portal.');
    },
  );
});
