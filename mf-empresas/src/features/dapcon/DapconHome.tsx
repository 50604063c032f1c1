import { Suspense, useState } from 'react';
import { Button, LoadingState, lazyComponent, useNavigate } from '@dapcon/shared-ui';
import { isAdminModule, useSession, useTranslation } from '@dapcon/shared-sdk';
import { DapconList } from './DapconList';
import '../../i18n';

// The creation modal (its form, lookups and the 'Buscador de Organizaciones') loads the first time it opens.
const DapconCreateModal = lazyComponent(() => import('./DapconCreateModal'), (m) => m.DapconCreateModal);

/**
 * /dapcon: the list of the declarations the caller takes part in (DapconList), with 'Nueva DAPcon'
 * for companies and administrators (spec part 2 §2.9). A new declaration opens on its record page,
 * /dapcon/{id}/1.
 */
export function DapconHome() {
  const { t } = useTranslation(['empresas', 'common']);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const admin = isAdminModule(user);
  const creates = admin || user?.role === 'organizacion';
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <DapconList
        actions={
          creates ? (
            <Button
              colorPalette="brand"
              onClick={() => {
                setOpened(true);
                setOpen(true);
              }}
            >
              {t('dapcon.pagina.nueva')}
            </Button>
          ) : null
        }
      />
      {opened ? (
        <Suspense fallback={<LoadingState label={t('dapcon.crear.cargando')} />}>
          <DapconCreateModal open={open} onClose={() => setOpen(false)} admin={admin} onCreated={(id) => navigate(`/dapcon/${id}/1`)} />
        </Suspense>
      ) : null}
    </>
  );
}
