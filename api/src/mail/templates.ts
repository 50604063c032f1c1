/**
 * The texts of the portal's e-mails, in Spanish and Catalan. Each template answers the
 * subject, a plain-text body and an HTML body (with every inserted value escaped).
 */
import type { Lang } from '../lib/lang';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** The HTML of a portal e-mail: the first two paragraphs, the link as a button, then the rest (values already escaped). */
export function layout(lang: Lang, paragraphs: string[], link: { href: string; label: string }): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>DAPcon</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1a202c; line-height: 1.5">',
    ...paragraphs.slice(0, 2).map((p) => `<p>${p}</p>`),
    `<p><a href="${escapeHtml(link.href)}" style="display: inline-block; padding: 10px 16px; background: #2f855a; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(link.label)}</a></p>`,
    ...paragraphs.slice(2).map((p) => `<p>${p}</p>`),
    '</body></html>',
  ].join('\n');
}

export interface ResetPasswordMail {
  lang: Lang;
  /** How to greet the user: their name, or the company's. */
  nombre: string;
  link: string;
  minutes: number;
}

/** The e-mail of a password-recovery request: the single-use link to choose a new password. */
export function resetPasswordMail({ lang, nombre, link, minutes }: ResetPasswordMail): MailContent {
  const t =
    lang === 'ca'
      ? {
          subject: 'DAPcon: restabliment de la contrasenya',
          hello: `Hola, ${nombre}:`,
          asked: 'Hem rebut una sol·licitud per restablir la contrasenya del vostre compte al portal DAPcon.',
          action: 'Restablir la contrasenya',
          open: 'Obriu aquest enllaç per triar-ne una de nova:',
          expiry: `L'enllaç és vàlid durant ${minutes} minuts i només es pot fer servir una vegada. En restablir la contrasenya es tancaran totes les sessions obertes.`,
          ignore: "Si no l'heu demanat vosaltres, podeu ignorar aquest missatge: la contrasenya no canviarà.",
        }
      : {
          subject: 'DAPcon: restablecimiento de la contraseña',
          hello: `Hola, ${nombre}:`,
          asked: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta en el portal DAPcon.',
          action: 'Restablecer la contraseña',
          open: 'Abra este enlace para elegir una nueva:',
          expiry: `El enlace es válido durante ${minutes} minutos y solo puede usarse una vez. Al restablecer la contraseña se cerrarán todas las sesiones abiertas.`,
          ignore: 'Si no lo ha solicitado usted, puede ignorar este mensaje: la contraseña no cambiará.',
        };
  const text = [t.hello, '', t.asked, t.open, '', link, '', t.expiry, t.ignore, '', 'DAPcon'].join('\n');
  const html = layout(lang, [escapeHtml(t.hello), escapeHtml(t.asked), escapeHtml(t.expiry), escapeHtml(t.ignore)], {
    href: link,
    label: t.action,
  });
  return { subject: t.subject, text, html };
}

export interface WelcomeMail {
  lang: Lang;
  /** The new user's name. */
  nombre: string;
  /** Their sign-in identifier (NIF). */
  usuario: string;
  link: string;
  /** How long the link lasts, in days. */
  days: number;
}

/**
 * The e-mail of a new association user (docs/consultores.md 'Association users'): the account was
 * created for them, with the single-use link to choose their password (never a password in clear).
 */
export function welcomeMail({ lang, nombre, usuario, link, days }: WelcomeMail): MailContent {
  const t =
    lang === 'ca'
      ? {
          subject: 'DAPcon: benvingut/da al portal, trieu la contrasenya',
          hello: `Hola, ${nombre}:`,
          created: `L'administració del programa DAPcon us ha donat d'alta com a usuari del portal, amb l'usuari ${usuario}.`,
          action: 'Triar la contrasenya',
          open: 'Obriu aquest enllaç per triar la vostra contrasenya i entrar al portal:',
          expiry: `L'enllaç és vàlid durant ${days} dies i només es pot fer servir una vegada. Si caduca, demaneu-ne un altre amb «Heu oblidat la contrasenya?» a la pàgina d'entrada dels administradors.`,
          ignore: "Si no esperàveu aquest missatge, podeu ignorar-lo: ningú no podrà entrar amb el vostre usuari sense aquest enllaç.",
        }
      : {
          subject: 'DAPcon: bienvenido/a al portal, elija su contraseña',
          hello: `Hola, ${nombre}:`,
          created: `La administración del programa DAPcon le ha dado de alta como usuario del portal, con el usuario ${usuario}.`,
          action: 'Elegir la contraseña',
          open: 'Abra este enlace para elegir su contraseña y entrar en el portal:',
          expiry: `El enlace es válido durante ${days} días y solo puede usarse una vez. Si caduca, pida otro con «¿Ha olvidado su contraseña?» en la página de acceso de los administradores.`,
          ignore: 'Si no esperaba este mensaje, puede ignorarlo: nadie podrá entrar con su usuario sin este enlace.',
        };
  const text = [t.hello, '', t.created, t.open, '', link, '', t.expiry, t.ignore, '', 'DAPcon'].join('\n');
  const html = layout(lang, [escapeHtml(t.hello), escapeHtml(t.created), escapeHtml(t.expiry), escapeHtml(t.ignore)], { href: link, label: t.action });
  return { subject: t.subject, text, html };
}
