import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRemoteConfig } from './federation/registry';

export async function start(): Promise<void> {
  // A failed /remotes.json does not stop the shell: each area then shows its retry message.
  await loadRemoteConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}
