/**
 * Outgoing e-mail. Every message is first recorded in `correos` as 'pendiente'. With
 * SMTP_URL configured it is then sent through nodemailer after the answer (a slow mail
 * server never slows a request), and its row becomes 'enviado' or 'error' (with the
 * reason). Without SMTP_URL it stays 'pendiente': the outbox the communications screens show.
 */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { correos } from '../../mail/tables';

export interface MailMessage {
  /** The template that wrote it ('restablecer_password'…). */
  plantilla: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The user it is for, when there is one. */
  usuarioId?: number | null;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, otherwise 'outbox'. */
  readonly mode: 'smtp' | 'outbox';
  /** Records the message and, with SMTP, queues its delivery; answers the `correos` id. */
  send(message: MailMessage): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  smtpUrl: string | undefined;
  from: string;
}

const ERROR_TEXT_LIMIT = 1000;

export default fp<MailerPluginOptions>(
  async (app, { smtpUrl, from }) => {
    const transport: Transporter | null = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : null;

    async function deliver(id: number, message: MailMessage): Promise<void> {
      if (!transport) return;
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await app.db.update(correos).set({ estado: 'enviado', sent_at: new Date(), error: null }).where(eq(correos.id, id));
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_LIMIT);
        app.log.warn({ correo: id, reason }, 'e-mail not delivered');
        await app.db.update(correos).set({ estado: 'error', error: reason }).where(eq(correos.id, id));
      }
    }

    const mailer: Mailer = {
      mode: transport ? 'smtp' : 'outbox',
      async send(message) {
        const [row] = await app.db
          .insert(correos)
          .values({
            usuario_id: message.usuarioId ?? null,
            plantilla: message.plantilla,
            destinatario: message.to,
            asunto: message.subject,
            texto: message.text,
            html: message.html,
          })
          .returning({ id: correos.id });
        if (!row) throw new Error('The e-mail was not recorded');
        if (transport) app.tasks.run('deliver e-mail', () => deliver(row.id, message));
        return row.id;
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await app.tasks.idle();
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['database', 'tasks'] },
);
