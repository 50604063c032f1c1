/** The consultants' contract: the lookups the DAPcon creation modal makes (verifiers, the consultant check). */
export * from './messages';
export * from './consultores';
