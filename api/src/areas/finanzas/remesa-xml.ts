/**
 * The remittance's file (docs/finanzas.md 'The bank remittance'): a SEPA Direct Debit initiation,
 * ISO 20022 pain.008.001.02, CORE scheme, written with the `sepa` library (sepa.js: the group header,
 * one payment information block per sequence type, the debits with their mandates; it checks IBANs,
 * the creditor identifier and lengths as it writes). Names go in the SEPA character set (EPC basic
 * Latin: accents and 'ñ' / 'ç' folded, '·' as '.', anything else a space). Amounts come in as exact
 * decimal strings; the library takes numbers, so the control sums it writes are checked against the
 * exact sum in whole cents before the file is accepted.
 */
import { Document as SepaDocument } from 'sepa';
import { fromCents, sumImportes, toCents } from '@dapcon/contract';

/** The creditor: the programme's bank data. */
export interface AcreedorRemesa {
  nombre: string;
  iban: string;
  bic: string | null;
  identificador: string;
}

/** One debit as it goes in the file. */
export interface DebitoRemesa {
  endToEndId: string;
  importe: string;
  deudor: string;
  iban: string;
  mandato: string;
  fechaFirma: string;
  secuencia: 'FRST' | 'RCUR';
  concepto: string;
}

/** What the file is made of. */
export interface RemesaXmlInput {
  referencia: string;
  creada: Date;
  fechaCobro: string;
  acreedor: AcreedorRemesa;
  debitos: readonly DebitoRemesa[];
}

/** Characters of the SEPA (EPC basic Latin) set. */
const SEPA_CHARACTER = /[A-Za-z0-9/?:().,'+ -]/;

/**
 * A text in the SEPA character set, at most `max` characters.
 *
 * @example
 * textoSepa("Col·legi de l'Arquitectura Tècnica", 70) // "Col.legi de l'Arquitectura Tecnica"
 * textoSepa('Cerámicas Peña & Hijos', 70) // 'Ceramicas Pena + Hijos'
 */
export function textoSepa(value: string, max: number): string {
  const folded = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/·/g, '.')
    .replace(/&/g, '+');
  const kept = [...folded].map((c) => (SEPA_CHARACTER.test(c) ? c : ' ')).join('');
  return kept.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** A calendar day 'yyyy-mm-dd' as the library takes dates (it writes the local day). */
function dia(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 12);
}

/** The pain.008.001.02 document of a remittance, as text (the library throws on what it refuses). */
export function remesaXml(input: RemesaXmlInput): string {
  const doc = new SepaDocument('pain.008.001.02');
  doc.grpHdr.id = input.referencia;
  doc.grpHdr.created = input.creada;
  doc.grpHdr.initiatorName = textoSepa(input.acreedor.nombre, 70);
  for (const secuencia of ['FRST', 'RCUR'] as const) {
    const debitos = input.debitos.filter((d) => d.secuencia === secuencia);
    if (debitos.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.collectionDate = dia(input.fechaCobro);
    info.creditorIBAN = input.acreedor.iban;
    info.creditorBIC = input.acreedor.bic ?? '';
    info.creditorName = textoSepa(input.acreedor.nombre, 70);
    info.creditorId = input.acreedor.identificador;
    info.sequenceType = secuencia;
    info.localInstrumentation = 'CORE';
    info.batchBooking = true;
    doc.addPaymentInfo(info);
    for (const d of debitos) {
      const tx = info.createTransaction();
      tx.debtorName = textoSepa(d.deudor, 70);
      tx.debtorIBAN = d.iban;
      tx.mandateId = d.mandato;
      tx.mandateSignatureDate = dia(d.fechaFirma);
      tx.amount = toCents(d.importe) / 100;
      tx.currency = 'EUR';
      tx.remittanceInfo = textoSepa(d.concepto, 140);
      tx.end2endId = d.endToEndId;
      info.addTransaction(tx);
    }
  }
  const xml = doc.toString();
  // The library sums numbers: its group control sum must be the exact one.
  const exact = sumImportes(input.debitos.map((d) => d.importe));
  const written = /<GrpHdr>[\s\S]*?<CtrlSum>([0-9.]+)<\/CtrlSum>/.exec(xml)?.[1];
  if (written === undefined || fromCents(toCents(written)) !== exact) {
    throw new Error(`remesa ${input.referencia}: the file's control sum ${String(written)} is not the exact sum ${exact}`);
  }
  return xml;
}
