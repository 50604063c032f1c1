import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal } from '../../config/test-utils';
import EmpresasRoutes from './routes';

/** Stands in for the shell's slot: shows what it was asked to mount. */
const mount: RemotePanelMount = ({ remote, module, props }) => <output aria-label="panel">{`${remote}/${module} ${JSON.stringify(props)}`}</output>;

describe("a company's page (/empresas/{cif})", () => {
  it.each(inBothLanguages([{ route: '/empresas/B12345678', es: 'Empresa', ca: 'Empresa' }]))(
    "in $lang has its title and asks the shell for mf-finanzas's fee payments panel of that company",
    ({ route, lang, title }) => {
      renderWithPortal(
        <RemotePanelHost mount={mount}>
          <EmpresasRoutes />
        </RemotePanelHost>,
        { route, lang },
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'panel' })).toHaveTextContent('mf_finanzas/EmpresaPagosCuotas {"cif":"B12345678"}');
    },
  );
});
