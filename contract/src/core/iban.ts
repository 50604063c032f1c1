/** IBAN fields, checked with ibantools (docs/finanzas.md): written by the tariffs slice. */
export {};
