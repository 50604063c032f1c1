import { useState } from 'react';
import type { EmpresaListItem } from '@dapcon/contract/empresas';
import { RemotePanel } from '@dapcon/shared-ui/frame';

/**
 * Props of {@link BuscadorEmpresa}, which are those it passes to mf-empresas's `./OrganizacionSearchModal`:
 * that area declares them (its `OrganizacionSearchModalProps`, which this area cannot import), this one
 * the same shape again (issue 34, item 2; docs/decisions.md).
 */
export interface BuscadorEmpresaProps {
  open: boolean;
  onClose: () => void;
  onPick: (org: EmpresaListItem) => void;
}

/**
 * mf-empresas's 'Buscador de Organizaciones', mounted with `RemotePanel` (loaded at run time, never
 * imported) once it is first opened, then kept so it opens at once the next time.
 */
export function BuscadorEmpresa({ open, onClose, onPick }: BuscadorEmpresaProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <RemotePanel<BuscadorEmpresaProps> remote="mf_empresas" module="OrganizacionSearchModal" props={{ open, onClose, onPick }} />;
}
