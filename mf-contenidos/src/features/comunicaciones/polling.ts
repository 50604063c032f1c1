import { useEffect } from 'react';
import { queryClient } from '@dapcon/shared-sdk/query';

/**
 * Reads these endpoints again every `everyMs` while `enabled` (the answers on screen, every input of
 * each): a list that follows the mail queue's progress while an e-mail waits in it. A read on a
 * timer, not a write's refresh: what a resend makes stale is its endpoint's to say.
 *
 * @example
 * usePolling([correosPortalList], REFRESCO_EN_COLA_MS, list.rows.some((c) => c.estado === 'pendiente'));
 */
export function usePolling(endpoints: readonly { id: string }[], everyMs: number, enabled: boolean): void {
  const ids = endpoints.map((e) => e.id).join('\n');
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      for (const id of ids.split('\n')) void queryClient.refetchQueries({ queryKey: [id], type: 'active' });
    }, everyMs);
    return () => clearInterval(timer);
  }, [ids, everyMs, enabled]);
}
