/** The RCP catalogue's contract (product category rules): what the DAPcon creation modal selects. */
export * from './rcp';
