import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_EMPRESAS } from '@dapcon/mocks';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { inBothLanguages, renderWithPortal, signInAs } from '../../config/test-utils';
import EmpresasRoutes from './routes';

/** Stands in for the shell's slot: shows what it was asked to mount. */
const mount: RemotePanelMount = ({ remote, module, props }) => <output aria-label="panel">{`${remote}/${module} ${JSON.stringify(props)}`}</output>;

const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];

describe("a company's page (/empresas/{cif})", () => {
  it.each(inBothLanguages([{ route: `/empresas/${EMPRESA.org_cif}?tab=pagos_cuotas`, es: 'Empresas', ca: 'Empreses' }]))(
    "in $lang has its breadcrumb and asks the shell for mf-finanzas's fee payments panel of that company",
    async ({ route, lang, title }) => {
      await signInAs('admin_ares');
      renderWithPortal(
        <RemotePanelHost mount={mount}>
          <EmpresasRoutes />
        </RemotePanelHost>,
        { route, lang },
      );
      expect(await screen.findByRole('heading', { level: 1, name: EMPRESA.org_nombre }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', '/empresas');
      await waitFor(() => expect(screen.getByRole('status', { name: 'panel' })).toHaveTextContent(`mf_finanzas/EmpresaPagosCuotas {"cif":"${EMPRESA.org_cif}"}`));
    },
  );
});
