/** The finance area's messages of its pagos-dapcon slice (spec part 2 §5, §8; docs/finanzas.md), in both languages. */
import type { Catalogue } from '../core/messages';

export const PAGOS_DAPCON_MESSAGES = {} as const satisfies Catalogue;
