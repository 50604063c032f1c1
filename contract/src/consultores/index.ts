/** The consultants' contract: the lookups the DAPcon creation modal makes, the /consultores list, a consultant's page and its account actions. */
export * from './messages';
export * from './consultores';
export * from './cuenta';
