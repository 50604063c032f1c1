import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, renderWithPortal } from '../../../config/test-utils';
import { DocumentTitle } from './DocumentTitle';

describe('DocumentTitle', () => {
  it.each(
    inBothLanguages([
      { route: '/empresas?page=2', es: 'Empresas · DAPcon', ca: 'Empreses · DAPcon' },
      { route: '/inicio', es: 'Inicio · DAPcon', ca: 'Inici · DAPcon' },
      { route: '/tickets', es: 'Incidencias · DAPcon', ca: 'Incidències · DAPcon' },
      { route: '/login', es: 'Iniciar sesión · DAPcon', ca: 'Iniciar sessió · DAPcon' },
      { route: '/no-existe', es: 'Página no encontrada · DAPcon', ca: 'Pàgina no trobada · DAPcon' },
    ]),
  )('names $route in $lang "$title"', async ({ route, lang, title }) => {
    renderWithPortal(<DocumentTitle />, { route, lang });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
