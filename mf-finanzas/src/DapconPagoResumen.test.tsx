import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal } from '../../config/test-utils';
import DapconPagoResumen from './DapconPagoResumen';

describe("mf-finanzas's payment summary of a declaration", () => {
  it.each(inBothLanguages([{ route: '/dapcon/12/1', es: '', ca: '' }]))('in $lang says it is not available yet, with no heading of its own', ({ route, lang }) => {
    renderWithPortal(<DapconPagoResumen dapconId={12} />, { route, lang });
    expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
    // The record page heads the panel ('Pago'): the panel adds none.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
