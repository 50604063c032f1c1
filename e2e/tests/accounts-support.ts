import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { dniLetter, isCif } from '@dapcon/contract/core';

let counter = 0;
/** A number no other test of this run uses (workers run in parallel). */
function unique(): number {
  counter += 1;
  return (Date.now() % 100_000) * 100 + (process.pid % 10) * 10 + counter;
}

/** A valid CIF nobody has registered yet. */
export function newCif(kind = 'B'): string {
  const body = String(unique() % 10_000_000).padStart(7, '0');
  for (const control of '0123456789ABCDEFGHIJ') if (isCif(`${kind}${body}${control}`)) return `${kind}${body}${control}`;
  throw new Error('no CIF control found');
}

/** A valid DNI nobody has registered yet. */
export function newDni(): string {
  const n = 30_000_000 + (unique() % 60_000_000);
  return `${n}${dniLetter(n)}`;
}

/** A minimal, valid PDF. */
export const PDF = { name: 'certificado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };

/** Registers a consultant through the API (for tests about what comes after registering). */
export async function registerConsultantByApi(request: APIRequestContext, password: string): Promise<{ nif: string; email: string }> {
  const nif = newDni();
  const email = `consultor.${nif.toLowerCase()}@example.org`;
  const res = await request.post('/api/auth/registroConsultor', {
    multipart: {
      usuario: nif,
      email,
      password,
      password_confirmation: password,
      consultor_nombre: 'Clara',
      consultor_apellidos: 'Ferrer Roca',
      consultor_movil: '600123123',
      consultor_manif_prot_datos_pers: 'true',
      consultor_direccion: 'Carrer de Mallorca 1',
      consultor_pais: '1',
      consultor_codigo_postal: '08001',
      consultor_poblacion: 'Barcelona',
      consultor_provincia: 'Barcelona',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { nif, email };
}

/**
 * The newest e-mail the test SMTP server received for `to` (serve.mjs keeps them as files) holding
 * `containing` (decoded) when given: a new account also gets its registration e-mail, which may come
 * first.
 */
export async function lastMailTo(baseURL: string, to: string, containing?: string): Promise<string> {
  const dir = path.join(import.meta.dirname, '../../.tmp/e2e', new URL(baseURL).port, 'mail');
  let found: string | null = null;
  await expect
    .poll(() => {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
      for (const f of files) {
        const mail = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string };
        if (mail.to.includes(to) && (containing === undefined || decodeQuotedPrintable(mail.raw).includes(containing))) return (found = mail.raw);
      }
      return null;
    }, { timeout: 15_000 })
    .not.toBeNull();
  return decodeQuotedPrintable(String(found));
}

/** Undoes quoted-printable soft breaks and escapes, so that a link or an address reads whole. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message the test SMTP server of `baseURL` received whose subject is `asunto` (ASCII), decoded. */
export function mailsWithSubject(baseURL: string, asunto: string): { to: string[]; raw: string }[] {
  const dir = path.join(import.meta.dirname, '../../.tmp/e2e', new URL(baseURL).port, 'mail');
  if (!fs.existsSync(dir)) return [];
  const subject = new RegExp(`^Subject: ${asunto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'm');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string })
    .filter((mail) => subject.test(mail.raw))
    .map((mail) => ({ to: mail.to, raw: decodeQuotedPrintable(mail.raw) }));
}

/** The recipients of every message with subject `asunto`, one entry per message and recipient, lower case, sorted. */
export function mailedWithSubject(baseURL: string, asunto: string): string[] {
  return mailsWithSubject(baseURL, asunto)
    .flatMap((mail) => mail.to.map((to) => to.toLowerCase()))
    .sort();
}

/**
 * The file whose presence makes the test SMTP server of `baseURL` refuse an address (serve.mjs): one
 * per address, so specs side by side add and take away their own without reading and writing back
 * a shared list (a list read by one spec and written back after another's change lost that change).
 */
function refusedFile(baseURL: string, address: string): string {
  return path.join(import.meta.dirname, '../../.tmp/e2e', new URL(baseURL).port, 'mail-refuse', encodeURIComponent(address.toLowerCase()));
}

/**
 * Makes the test SMTP server of `baseURL` refuse these addresses for good (550) from now on, beside
 * those other tests made it refuse (specs run side by side: each adds and takes away its own).
 * serve.mjs looks at each recipient, so it applies to the next delivery (a resend included).
 */
export function refuseMailTo(baseURL: string, addresses: readonly string[]): void {
  for (const address of addresses) fs.writeFileSync(refusedFile(baseURL, address), '');
}

/** Lets the test SMTP server of `baseURL` take these addresses again (the others it refuses stay refused). */
export function acceptMailTo(baseURL: string, addresses: readonly string[]): void {
  for (const address of addresses) fs.rmSync(refusedFile(baseURL, address), { force: true });
}
