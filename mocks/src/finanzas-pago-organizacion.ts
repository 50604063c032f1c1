// The mock API of the organisation payment flow (contract/src/finanzas/pago-organizacion.ts;
// docs/finanzas.md 'The organisation payment flow'): the fee the company is asked for (a fixed price,
// 450,00 € plus 21 % VAT), its SEPA mandate with the account given as a tiny PDF (named as the API names
// it, in the caller's language), and the two posts — direct debit (the
// contract's schema checks the IBAN, the holder and the signed mandate: a 422 under each field) and
// transfer — which answer a new token whose `estado_pago` is 'en_tramite' and keep nothing: the fee
// and the mandate a choice stores, and the 409 for a company with nothing owed, are the API's
// (mf-finanzas's FinanzasListas.api.test.tsx). Every route is the company's own (anyone else 403). The
// company is the one of the signed-in account, or the demo company for a test's token of no known
// account (as /mis-datos answers).
import { decodeJwt } from 'jose';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { conIva, IVA_PORCENTAJE, MSG } from '@dapcon/contract/core';
import {
  conceptoTransferencia,
  DatosDomiciliacionForm,
  DetalleTarifaQuery,
  detalleTarifa,
  FINANZAS_MSG,
  mandatoSepa,
  nombreMandatoSepa,
  PagarDomiciliacionBody,
  pagarDomiciliacion,
  pagarTransferencia,
} from '@dapcon/contract/finanzas';
import { mockData } from './data';
import { MOCK_EMPRESAS, type MockEmpresa } from './empresas';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';
import { sessionToken, type TokenClaims } from './session';

/** The fee the mock asks every company for (the small company's annual fee of the demo tariffs). */
export const MOCK_CUOTA_ORGANIZACION = { detalle: 'Cuota anual pequeña empresa (menos de 50 trabajadores)', detalleCa: 'Quota anual petita empresa (menys de 50 treballadors)', precio: '450.00' } as const;

/** The caller's token's claims (the mock signs them; nothing here checks a signature). */
function claimsOf(input: MockInput): Record<string, unknown> {
  try {
    return decodeJwt((input.request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, ''));
  } catch {
    throw mockError(401, "No s'ha trobat el token");
  }
}

/** The calling company: its account's company, or the demo company for a test's token of no known account; 403 for anyone else. */
function empresaDe(input: MockInput): { claims: Record<string, unknown>; empresa: MockEmpresa } {
  const claims = claimsOf(input);
  if (claims.modulo_app !== 'organizacion') throw mockError(403, MSG.sinPermiso);
  const account = mockData.accounts.find((a) => String(a.id) === input.userId);
  const cif = account?.usuario ?? MOCK_EMPRESAS[0]?.org_cif;
  const empresa = mockData.empresas.find((e) => e.org_cif === cif);
  if (!empresa) throw mockError(404, MSG.noEncontrado);
  return { claims, empresa };
}

const anyo = () => new Date().getFullYear();

/** A new session token of the company, its payment now 'en_tramite' (the rest of the caller's claims kept). */
async function tokenEnTramite(input: MockInput, claims: Record<string, unknown>, empresa: MockEmpresa): Promise<string> {
  const text = (key: string) => (typeof claims[key] === 'string' ? claims[key] : undefined);
  const next: TokenClaims = {
    sub: input.userId ?? undefined,
    usuario: text('usuario') ?? empresa.org_cif,
    nombre: text('nombre') ?? empresa.org_nombre,
    apellidos: text('apellidos') ?? '',
    estado_pago: 'en_tramite',
  };
  const suplantador = text('suplantador');
  if (suplantador !== undefined) next.suplantador = suplantador;
  return sessionToken('organizacion', next);
}

/** A tiny one-page PDF: the mandate of the company with its account, to sign. */
function mandatoPdf(empresa: MockEmpresa, iban: string): Blob {
  const text = `Orden de domiciliacion SEPA - ${empresa.org_cif} - ${iban}`;
  const pdf = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R>>endobj\n4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 12 Tf 20 70 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}

/** The default answers of the organisation payment flow's endpoints. */
export const pagoOrganizacionHandlers: readonly HttpHandler[] = [
  mockEndpoint(detalleTarifa, (input) => {
    const { metodo_pago } = v.parse(DetalleTarifaQuery, input.query);
    const { empresa } = empresaDe(input);
    return {
      detalle: input.lang === 'ca' ? MOCK_CUOTA_ORGANIZACION.detalleCa : MOCK_CUOTA_ORGANIZACION.detalle,
      ...conIva(MOCK_CUOTA_ORGANIZACION.precio),
      iva_porcentaje: IVA_PORCENTAJE,
      year: anyo(),
      metodo_pago,
      concepto: conceptoTransferencia(empresa.org_cif, anyo(), input.lang),
    };
  }),
  mockEndpoint(mandatoSepa, (input) => {
    const { empresa } = empresaDe(input);
    const cuenta = v.parse(DatosDomiciliacionForm, input.body);
    return new Response(mandatoPdf(empresa, cuenta.org_iban), {
      status: 200,
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${nombreMandatoSepa(empresa.org_cif, input.lang)}"` },
    });
  }),
  mockEndpoint(pagarDomiciliacion, async (input) => {
    const { claims, empresa } = empresaDe(input);
    v.parse(PagarDomiciliacionBody, input.body);
    return mockAnswer({ token: await tokenEnTramite(input, claims, empresa) }, { message: FINANZAS_MSG.domiciliacionRegistrada });
  }),
  mockEndpoint(pagarTransferencia, async (input) => {
    const { claims, empresa } = empresaDe(input);
    return mockAnswer({ token: await tokenEnTramite(input, claims, empresa) }, { message: FINANZAS_MSG.transferenciaRegistrada });
  }),
];
