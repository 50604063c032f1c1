/** The finance area's messages of its cuotas slice (spec part 2 §5, §8; docs/finanzas.md), in both languages. */
import type { Catalogue } from '../core/messages';

export const CUOTAS_MESSAGES = {} as const satisfies Catalogue;
