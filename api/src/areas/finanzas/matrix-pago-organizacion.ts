/**
 * Who may call the organisation payment flow's endpoints (lib/matrix.ts): a company, for itself. The
 * matrix's company is up to date (`estado_pago` 'pagado'): it reads its fee and its mandate, and either
 * choice is a 409 (nothing owed); everyone else is refused. The choices of a company with its fee owed
 * are tested in test/areas/finanzas/pago-organizacion.test.ts.
 */
import { detalleTarifa, mandatoSepa, pagarDomiciliacion, pagarTransferencia, toFormData } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/** A small PDF (the upload check reads its first bytes). */
const PDF = new File([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')], 'mandato.pdf', { type: 'application/pdf' });

// prettier-ignore
export const pagoOrganizacionMatrix: readonly MatrixRow[] = [
  //                                           anon  company consult verif admin1 admin2
  { endpoint: detalleTarifa,      statuses: [401,  200,    403,    403,  403,   403], request: { query: { metodo_pago: 'T' } } },
  { endpoint: mandatoSepa,        statuses: [401,  200,    403,    403,  403,   403], request: { body: { org_iban: 'ES9121000418450200051332', org_nif_propietario_cuenta: 'A08612343' } } },
  { endpoint: pagarTransferencia, statuses: [401,  409,    403,    403,  403,   403], request: { body: { org_metodo_pago: 'T' } } },
  { endpoint: pagarDomiciliacion, statuses: [401,  409,    403,    403,  403,   403], request: { body: toFormData({ org_iban: 'ES9121000418450200051332', org_nif_propietario_cuenta: 'A08612343', org_metodo_pago: 'R', org_sepa: PDF }) } },
];
