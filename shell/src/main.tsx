import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { forgetFailedShares } from './federation/forgetFailedShares';
import { loadRemoteConfig } from './federation/registry';

export async function start(): Promise<void> {
  // The shell's federation runtime exists before this runs; the remotes' start as they load.
  const plugins = [forgetFailedShares()];
  registerPlugins(plugins);
  registerGlobalPlugins(plugins);
  // A failed /remotes.json does not stop the shell: each area then shows its retry message.
  await loadRemoteConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}
