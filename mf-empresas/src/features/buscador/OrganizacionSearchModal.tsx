import { Suspense } from 'react';
import { LoadingState, Modal, lazyComponent } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';
import type { EmpresaListItem } from '@dapcon/contract/empresas';
import '../../i18n';

// The search (the list kit, @dapcon/shared-ui/data) loads the first time the modal opens: a page that
// mounts the modal and never opens it downloads only this file.
const OrganizacionSearch = lazyComponent(() => import('./OrganizacionSearch'), (m) => m.OrganizacionSearch);

/**
 * Props of the exposed `./OrganizacionSearchModal`: the 'Buscador de Organizaciones' (spec part 1 §2), a
 * modal that finds a company by name, CIF and status and gives back the one picked (a company for a
 * declaration…). It leaves the page's URL alone. Mounted through `RemotePanel` once first opened
 * (docs/lists.md, 'A list inside a modal'). The area's own type (issue 34, item 2: it names the companies'
 * contract, which shared-sdk may not); another area that mounts it declares the props it passes.
 *
 * @example
 * <RemotePanel<OrganizacionSearchModalProps> remote="mf_empresas" module="OrganizacionSearchModal"
 *   props={{ open, onClose: () => setOpen(false), onPick: (org) => setCif(org.org_cif) }} />
 */
export interface OrganizacionSearchModalProps {
  open: boolean;
  /** Escape, the close button, a click outside; also right after a pick. */
  onClose: () => void;
  /** 'Seleccionar' on a row: that company, as the list shows it (then the modal closes). */
  onPick: (org: EmpresaListItem) => void;
}

/**
 * The 'Buscador de Organizaciones' (spec part 1 §2): a modal to find a company by name, CIF and
 * status (alta by default) in a sortable, paged table, and pick one with 'Seleccionar'. `onPick` gets
 * the row, then the modal closes. Its state is its own, never the page's URL. Exposed as
 * `mf_empresas/OrganizacionSearchModal` for other areas, which mount it with `RemotePanel`
 * (docs/lists.md, 'A list inside a modal'); the props' type is this module's.
 *
 * @example
 * <OrganizacionSearchModal open={open} onClose={() => setOpen(false)} onPick={(org) => setCif(org.org_cif)} />
 */
export function OrganizacionSearchModal({ open, onClose, onPick }: OrganizacionSearchModalProps) {
  const { t } = useTranslation('empresas');
  const pick = (org: EmpresaListItem) => {
    onPick(org);
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('buscador.title')} size="xl">
      <Suspense fallback={<LoadingState label={t('buscador.cargando')} />}>
        <OrganizacionSearch onPick={pick} />
      </Suspense>
    </Modal>
  );
}

export default OrganizacionSearchModal;
