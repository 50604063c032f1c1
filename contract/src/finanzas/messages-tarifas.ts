/** The finance area's messages of its tarifas slice (spec part 2 §5, §8; docs/finanzas.md), in both languages. */
import type { Catalogue } from '../core/messages';

export const TARIFAS_MESSAGES = {} as const satisfies Catalogue;
