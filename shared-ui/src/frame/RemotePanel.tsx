import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import type { RemoteName } from '@dapcon/shared-sdk';
import { useUiText } from '../i18n';

/** Props of {@link RemotePanel}: which module of which remote, and its props. */
export interface RemotePanelProps<P extends object> {
  remote: RemoteName;
  /** The exposed module's name, without './': 'EmpresaPagosCuotas'. */
  module: string;
  props: P;
}

/** What mounts a remote's module: the shell's slot (lazy load, its own error boundary, retry). */
export type RemotePanelMount = ComponentType<RemotePanelProps<object>>;

const Host = createContext<RemotePanelMount | null>(null);

/**
 * Where {@link RemotePanel}s mount: the shell gives its slot (which loads the remote at run time
 * through /remotes.json, inside an error boundary of its own) to every area it frames.
 *
 * @example
 * <RemotePanelHost mount={RemoteSlot}>{area}</RemotePanelHost>
 */
export function RemotePanelHost({ mount, children }: { mount: RemotePanelMount; children: ReactNode }) {
  return <Host.Provider value={mount}>{children}</Host.Provider>;
}

/**
 * A panel of another area inside this area's page (a company's fee payments tab, which mf-finanzas
 * owns, on mf-empresas's company page). The remote is loaded at run time, never imported; when it
 * cannot be loaded, or fails while rendering, the panel alone shows its retry message and the rest of
 * the page keeps working. The props' type lives in shared-sdk (`remotes.ts`). Outside the portal (a
 * remote's standalone development page) it says so instead.
 *
 * @example
 * <RemotePanel<EmpresaPagosCuotasProps> remote="mf_finanzas" module="EmpresaPagosCuotas" props={{ cif }} />
 */
export function RemotePanel<P extends object>({ remote, module, props }: RemotePanelProps<P>) {
  const Mount = useContext(Host);
  const { t } = useUiText();
  if (!Mount) {
    return (
      <Text color="fg.muted" data-remote-panel={`${remote}/${module}`}>
        {t('frame.panelOutside')}
      </Text>
    );
  }
  return (
    <section data-remote-panel={`${remote}/${module}`}>
      <Mount remote={remote} module={module} props={props} />
    </section>
  );
}
