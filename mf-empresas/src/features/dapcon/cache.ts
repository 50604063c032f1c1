import { dapcon, dapconList } from '@dapcon/contract/dapcon';
import { invalidate, queryClient } from '@dapcon/shared-sdk/query';

/**
 * After a change to a declaration: every cached record is stale (a change touches its renewal chain,
 * and the record in the other interface language), without reading them now, and the lists read
 * again. The record on screen is then set to the API's answer.
 *
 * @example
 * dapconCambiada();
 * queryClient.setQueryData(queryKeyOf(dapcon, { params: { id } }), next);
 */
export function dapconCambiada(): void {
  void queryClient.invalidateQueries({ queryKey: [dapcon.id], refetchType: 'none' });
  void invalidate(dapconList);
}
