/**
 * A real SMTP server inside the test process (smtp-server), on a random loopback
 * port: the API sends to it through nodemailer exactly as it would to a real one,
 * and the tests read what arrived.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The Subject header, decoded. */
  subject: string;
  /** The whole message with quoted-printable undone: what a reader sees, in both parts. */
  body: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), reading the bytes as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) of a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/, 1);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '';
  return { from, to, subject: decodeHeader(subject.trim()), body: decodeQuotedPrintable(raw) };
}

export interface SmtpServerOptions {
  /**
   * The SMTP reply code for a recipient, or undefined to take it. Default: addresses that start with
   * `rechazado` are refused (550), to see how the API records a failed delivery.
   */
  refuse?: (address: string) => number | undefined;
}

const refuseRechazado = (address: string) => (address.startsWith('rechazado') ? 550 : undefined);

/** Starts the server. */
export async function startSmtpServer({ refuse = refuseRechazado }: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse(address.address);
      if (code !== undefined) {
        const error = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push(parse(Buffer.concat(chunks).toString('latin1'), from, session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
