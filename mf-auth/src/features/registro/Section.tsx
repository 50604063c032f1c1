import type { ReactNode } from 'react';
import { Fieldset } from '@dapcon/shared-ui';

/** A titled group of a registration form (a fieldset named by its legend). */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}
