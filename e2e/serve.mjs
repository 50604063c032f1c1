// Starts one copy of the product for the end-to-end suite: a fresh embedded
// database, a real SMTP server in-process that keeps every message it receives
// in .tmp/e2e/<port>/mail/ (the tests read them), and optionally a web root with
// one remote's folder removed and mf-empresas rebuilt alone with a screen more (the shell untouched).
// The SMTP server refuses for good (550) every address that has a file of its own (its name, lower
// case and URI-encoded) in .tmp/e2e/<port>/mail-refuse/, looked for at each recipient (RCPT TO): a test
// creates the file to make a delivery fail and deletes it to let the next attempt through
// (`refuseMailTo` in tests/accounts-support.ts). A file per address, not one list: specs side by side
// each add and take away their own, with no list read and written back over another's change.
// Beside the mail folder, not in it: the tests read every file of that folder as a message.
// With --forum, the API links to an external forum (FORUM_URL http://foro.e2e.test/entrar, which the tests
// answer themselves with page.route; e2e/tests/notificaciones.spec.ts), signed with E2E_FORUM_SECRET.
// Usage: node serve.mjs --port 8181 [--without mf-finanzas] [--extended-empresas] [--forum]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { ROOT, WEB_ROOT, assembleWeb } from '../scripts/workspaces.mjs';
import { buildExtendedEmpresas } from './extended-remote.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, without: { type: 'string', multiple: true }, 'extended-empresas': { type: 'boolean' }, forum: { type: 'boolean' } },
});
const port = values.port ?? '8181';
const work = path.join(ROOT, '.tmp/e2e', port);
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });

let webRoot = WEB_ROOT;
if (values.without?.length || values['extended-empresas']) {
  webRoot = path.join(work, 'web');
  const replace = values['extended-empresas'] ? { 'mf-empresas': await buildExtendedEmpresas(path.join(work, 'mf-empresas')) } : {};
  assembleWeb(webRoot, { without: values.without ?? [], replace });
}

const mailDir = path.join(work, 'mail');
fs.mkdirSync(mailDir, { recursive: true });
let received = 0;
const refuseDir = path.join(work, 'mail-refuse');
fs.mkdirSync(refuseDir, { recursive: true });
/** Whether an address is refused now (a file of its own in mail-refuse/). */
function refused(address) {
  return fs.existsSync(path.join(refuseDir, encodeURIComponent(address.toLowerCase())));
}
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (!refused(address.address)) return callback();
    const error = new Error(`Mailbox unavailable: ${address.address} refused by the test server`);
    error.responseCode = 550;
    return callback(error);
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      const file = path.join(mailDir, `${String(++received).padStart(4, '0')}.json`);
      fs.writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      callback();
    });
  },
});
const smtpPort = Number(port) + 1000;
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: { ...env, PORT: port, HOST: '127.0.0.1', WEB_ROOT: webRoot, DATA_DIR: path.join(work, 'data'), NODE_ENV: 'test',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The mail queue's pace: the browser tests read each message as soon as it is sent.
    MAIL_RATE_PER_MINUTE: '6000', MAIL_RETRY_DELAY_S: '1',
    ...(values.forum ? { FORUM_URL: 'http://foro.e2e.test/entrar', FORUM_SECRET: 'e2e-forum-secret-not-the-session-one-0123456789' } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {
  smtp.close();
  server.kill(signal);
});
server.on('exit', (code) => process.exit(code ?? 0));
