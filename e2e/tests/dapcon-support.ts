// Helpers of the DAPcon life spec (dapcon-ciclo.spec.ts): the demo participants, a signed-in page per
// role, the API calls that set up a starting state the screens cover elsewhere (creation: the creation
// spec; documents and submission: the life spec's first test), and the test SMTP server's messages
// decoded (quoted-printable or base64 bodies as UTF-8, encoded-word subjects), so a test can look for
// one notice by its words among all the others the parallel workers cause.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PDF } from './accounts-support';
import { DEMO, signInHome, type DemoAccount } from './support';

function demo(usuario: string): DemoAccount & { org_nombre?: string } {
  const found = DEMO.find((a) => a.usuario === usuario);
  if (!found) throw new Error(`No demo account ${usuario}`);
  return found;
}

/** The demo association the declarations of this spec are of (dapcon-creacion.spec.ts creates for it too; nothing reads its list whole). */
export const EMPRESA = demo('G17412768');
/** The demo LCA consultant and verifier (api/seed/demo-accounts.json). */
export const CONSULTOR = demo('47815236F');
export const VERIFICADOR = demo('39284756C');
/** The company whose declarations dapcon-lista.spec.ts reads whole: never expired nor renewed here. */
export const EMPRESA_DE_LA_LISTA = demo('A08612343');

/** A page in a browser context of its own, signed in as `who` on its home. */
export async function pageAs(browser: Browser, who: DemoAccount): Promise<Page> {
  const page = await browser.newPage();
  await signInHome(page, who);
  return page;
}

/** A session through the API: the bearer header and the account's e-mail address (GET /auth/me). */
export async function apiSession(request: APIRequestContext, who: DemoAccount): Promise<{ headers: Record<string, string>; email: string }> {
  const login = await request.post('/api/auth/login', { data: { usuario: who.usuario, password: who.password, modulo_app: who.modulo_app } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const me = await request.get('/api/auth/me', { headers });
  expect(me.status()).toBe(200);
  const { email } = ((await me.json()) as { data: { email: string } }).data;
  return { headers, email: email.toLowerCase() };
}

/**
 * Creates a declaration of EMPRESA through the API (the modal is dapcon-creacion.spec.ts's), in
 * Spanish and Catalan, by the demo consultant, for the demo verifier, under an RCP in force that
 * asks for no product sheet. Answers its id.
 */
export async function crearDapconPorApi(request: APIRequestContext, producto: string): Promise<number> {
  const { headers } = await apiSession(request, EMPRESA);
  const rcps = await request.get('/api/rcp', { headers });
  expect(rcps.status()).toBe(200);
  const rcp = ((await rcps.json()) as { data: Array<{ rcp_id: number; codigo_para_codificacion_dapcon: string | null; vigente: boolean }> }).data.find(
    (r) => r.vigente && r.codigo_para_codificacion_dapcon !== '100',
  );
  if (!rcp) throw new Error('No RCP in force without a product sheet');
  const res = await request.post('/api/Organizaciones/alta', {
    headers,
    data: {
      Organizaciones_rcp_id: rcp.rcp_id,
      dv_nombre_producto: producto,
      nif: CONSULTOR.usuario,
      verificador_nif: VERIFICADOR.usuario,
      Organizaciones_confrm_veracidad_datos: true,
      idiomas: [
        { id: 1, ecoplatform: true },
        { id: 2, ecoplatform: false },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The consultant uploads each language's EPD and submits, through the API (the life spec's first test does it on the screens). */
export async function enviarPorApi(request: APIRequestContext, id: number, idiomas: readonly number[] = [1, 2]): Promise<void> {
  const { headers } = await apiSession(request, CONSULTOR);
  for (const idioma of idiomas) {
    const res = await request.post(`/api/dapcon/${id}/documentos`, {
      headers,
      multipart: { tipo: 'dap', idioma_id: String(idioma), documento: { ...PDF, name: `dap-${idioma}.pdf` } },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const sent = await request.patch(`/api/dapcon/${id}/enviar`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
}

/**
 * The verifier accepts a submitted declaration with a report, and the administration (profile 1)
 * publishes it from today, through the API (the screens: the life spec's first test). Answers its code.
 */
export async function publicarPorApi(request: APIRequestContext, id: number): Promise<string> {
  const verificador = await apiSession(request, VERIFICADOR);
  const aceptada = await request.post(`/api/dapcon/${id}/aceptar`, { headers: verificador.headers, multipart: { documento: { ...PDF, name: 'informe.pdf' } } });
  expect(aceptada.status(), await aceptada.text()).toBe(200);
  const admin = DEMO.find((a) => a.modulo_app === 'administrador' && a.perfil === 1);
  if (!admin) throw new Error('No demo administrator of profile 1');
  const { headers } = await apiSession(request, admin);
  const publicada = await request.patch(`/api/dapcon/${id}/publicar`, { headers, data: {} });
  expect(publicada.status(), await publicada.text()).toBe(200);
  const codigo = ((await publicada.json()) as { data: { dapcon_codigo: string | null } }).data.dapcon_codigo;
  if (!codigo) throw new Error(`DAPcon ${id} was published without a code`);
  return codigo;
}

// ---------------------------------------------------------------- the test SMTP server's messages

/** Quoted-printable as UTF-8: soft breaks undone, each run of escapes decoded as bytes. */
function quotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/gi, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** A header block unfolded, its encoded words ('=?UTF-8?Q?…?=', '=?UTF-8?B?…?=') decoded. */
function headerText(head: string): string {
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, word: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(word, 'base64').toString('utf8') : quotedPrintable(word.replace(/_/g, ' ')),
    );
}

/** A MIME entity as text: its headers, and each part's body decoded by its transfer encoding. */
function decodeEntity(raw: string): string {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  if (boundary && /^content-type:\s*multipart\//im.test(head)) {
    const parts = body.split(`--${boundary}`).slice(1).filter((p) => !p.startsWith('--'));
    return [headerText(head), ...parts.map((p) => decodeEntity(p.replace(/^\r?\n/, '')))].join('\n');
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? quotedPrintable(body) : body;
  return `${headerText(head)}\n\n${text}`;
}

/** Every message the test SMTP server of `baseURL` received for `to`, decoded, newest first. */
function mailsTo(baseURL: string, to: string): string[] {
  const dir = path.join(import.meta.dirname, '../../.tmp/e2e', new URL(baseURL).port, 'mail');
  if (!fs.existsSync(dir)) return [];
  const address = to.toLowerCase();
  return fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string })
    .filter((mail) => mail.to.some((t) => t.toLowerCase() === address))
    .map((mail) => decodeEntity(mail.raw));
}

/**
 * The newest message to `to` that holds every one of `fragments` (waits for it: notices leave after
 * the answer, through the mailer's queue). Other workers e-mail the same demo accounts meanwhile, so a
 * test names its message by words only it causes (the record's link, an incident's title).
 */
export async function mailWith(baseURL: string, to: string, fragments: readonly string[]): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = mailsTo(baseURL, to).find((mail) => fragments.every((f) => mail.includes(f)))) !== undefined, {
      message: `a message to ${to} with ${JSON.stringify(fragments)}`,
      timeout: 20_000,
    })
    .toBe(true);
  return found ?? '';
}

/** The shell's success modal after a change (with `message` when given): seen, then closed with 'Aceptar'. */
export async function closeSuccess(page: Page, message?: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operación realizada' });
  await expect(dialog).toBeVisible();
  if (message !== undefined) await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
}
