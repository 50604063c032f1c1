import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { checkSharedVersions } from './federation/checkSharedVersions';
import { forgetFailedShares } from './federation/forgetFailedShares';
import { loadRemoteConfig } from './federation/registry';

export async function start(): Promise<void> {
  // The shell's federation runtime exists before this runs; the remotes' start as they load.
  const plugins = [forgetFailedShares()];
  // The shell loads the remotes: it alone checks that each one's needs match what it provides.
  registerPlugins([...plugins, checkSharedVersions()]);
  registerGlobalPlugins(plugins);
  // A failed /remotes.json does not stop the shell: each area then shows its retry message.
  await loadRemoteConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}
