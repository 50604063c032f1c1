import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal } from '../../config/test-utils';
import EmpresaPagosCuotas from './EmpresaPagosCuotas';

describe("mf-finanzas's fee payments panel of a company", () => {
  it.each(inBothLanguages([{ route: '/empresas/B12345678', es: 'Pagos cuotas', ca: 'Pagaments de quotes' }]))('in $lang is headed "$title" inside the page and not available yet', ({ route, lang, title }) => {
    renderWithPortal(<EmpresaPagosCuotas cif="B12345678" />, { route, lang });
    // A panel of another page: a second-level heading, never the page's h1.
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
  });
});
