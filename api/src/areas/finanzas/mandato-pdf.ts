/**
 * The SEPA direct-debit mandate a company signs (docs/finanzas.md 'The organisation payment flow'),
 * written with pdf-lib (docs/decisions.md: a maintained PDF writer with the standard fonts built in,
 * no native code). One A4 page in the company's language (Spanish or Catalan): the mandate reference,
 * the creditor (the programme: name, address and SEPA creditor identifier from `datos_bancarios`), the
 * debtor (the company: name, CIF, address) with the account it gave at the wizard's first step (the
 * IBAN and the holder's tax id), a recurrent payment, the day, the legal notice of the SEPA core scheme,
 * and boxes for what the debtor writes by hand: the place and the signature.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { displayIban, toDisplayDate } from '@dapcon/contract';
import type { Lang } from '../../lib/lang';
import { lines, writableText } from '../../lib/pdf';

/** What the mandate is filled with. */
export interface DatosMandato {
  referencia: string;
  /** The day it is issued (and signed): 'yyyy-mm-dd'. */
  fecha: string;
  acreedor: { nombre: string; identificador: string | null; direccion: string | null };
  deudor: { nombre: string; cif: string; direccion: string | null; codigo_postal: string | null; poblacion: string | null; provincia: string | null; pais: string | null };
  /** The account to debit, as the company gave it: the IBAN (electronic format) and its holder's tax id. */
  cuenta: { iban: string; titular: string };
}

/** The mandate's texts in each language (the wording the Spanish banks print on every mandate). */
export const TEXTOS_MANDATO = {
  es: {
    titulo: 'Orden de domiciliación de adeudo directo SEPA',
    subtitulo: 'SEPA Direct Debit Mandate · Esquema básico (Core) · Pago recurrente',
    asunto: 'Orden de domiciliación de adeudo directo SEPA',
    referencia: 'Referencia de la orden de domiciliación',
    acreedor: 'ACREEDOR',
    nombreAcreedor: 'Nombre del acreedor',
    identificador: 'Identificador del acreedor',
    direccionAcreedor: 'Dirección del acreedor',
    deudor: 'DEUDOR',
    nombreDeudor: 'Nombre del deudor',
    cifDeudor: 'CIF del deudor',
    direccion: 'Dirección',
    localidad: 'Código postal · Población · Provincia · País',
    iban: 'Número de cuenta · IBAN',
    titular: 'CIF/NIF del titular de la cuenta',
    tipoPago: 'Tipo de pago',
    recurrente: 'Pago recurrente',
    fecha: 'Fecha',
    lugar: 'Localidad (a rellenar por el deudor)',
    firma: 'Firma del deudor',
    aviso:
      'Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor ' +
      'para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte ' +
      'de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. ' +
      'La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener ' +
      'información adicional sobre sus derechos en su entidad financiera.',
    nota: 'Una vez firmada, suba esta orden en el portal DAPcon (paso «Documento SEPA»). El acreedor la conserva mientras la domiciliación esté vigente.',
  },
  ca: {
    titulo: 'Ordre de domiciliació de càrrec directe SEPA',
    subtitulo: 'SEPA Direct Debit Mandate · Esquema bàsic (Core) · Pagament recurrent',
    asunto: 'Ordre de domiciliació de càrrec directe SEPA',
    referencia: "Referència de l'ordre de domiciliació",
    acreedor: 'CREDITOR',
    nombreAcreedor: 'Nom del creditor',
    identificador: 'Identificador del creditor',
    direccionAcreedor: 'Adreça del creditor',
    deudor: 'DEUTOR',
    nombreDeudor: 'Nom del deutor',
    cifDeudor: 'CIF del deutor',
    direccion: 'Adreça',
    localidad: 'Codi postal · Població · Província · País',
    iban: 'Número de compte · IBAN',
    titular: 'CIF/NIF del titular del compte',
    tipoPago: 'Tipus de pagament',
    recurrente: 'Pagament recurrent',
    fecha: 'Data',
    lugar: 'Localitat (a emplenar pel deutor)',
    firma: 'Signatura del deutor',
    aviso:
      "Mitjançant la signatura d'aquesta ordre de domiciliació, el deutor autoritza (A) el creditor a enviar instruccions a l'entitat del deutor " +
      "per carregar el seu compte i (B) l'entitat a efectuar els càrrecs al seu compte seguint les instruccions del creditor. Com a part " +
      "dels seus drets, el deutor està legitimat al reemborsament per part de la seva entitat en els termes i condicions del contracte subscrit amb aquesta. " +
      "La sol·licitud de reemborsament s'haurà d'efectuar dins de les vuit setmanes següents a la data de càrrec en compte. Podeu obtenir " +
      'informació addicional sobre els vostres drets a la vostra entitat financera.',
    nota: "Un cop signada, pugeu aquesta ordre al portal DAPcon (pas «Document SEPA»). El creditor la conserva mentre la domiciliació sigui vigent.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

const MARGIN = 50;
const WIDTH = 595.28;
const HEIGHT = 841.89;

/** The mandate as PDF bytes, in `lang`. */
export async function mandatoSepaPdf(datos: DatosMandato, lang: Lang = 'es'): Promise<Uint8Array> {
  const t = TEXTOS_MANDATO[lang];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.asunto} ${datos.referencia}`);
  pdf.setSubject(t.asunto);
  pdf.setLanguage(lang === 'ca' ? 'ca-ES' : 'es-ES');
  pdf.setCreator('Portal DAPcon');
  const page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = HEIGHT - MARGIN;

  // The standard fonts write WinAnsi only: any other character of a name (a 'Ł', an emoji) becomes '?'.
  const safe = writableText(regular);
  const text = (value: string, { size = 10, font = regular, x = MARGIN }: { size?: number; font?: PDFFont; x?: number } = {}) => {
    page.drawText(safe(value), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const paragraph = (value: string, size = 9) => {
    for (const line of lines(safe(value), regular, size, WIDTH - 2 * MARGIN)) {
      text(line, { size });
      y -= size + 3;
    }
  };
  const field = (label: string, value: string | null) => {
    text(label, { size: 8, font: bold });
    y -= 12;
    text(value && value.trim() !== '' ? value : '—', { size: 10 });
    y -= 18;
  };
  const box = (label: string, height: number) => {
    text(label, { size: 8, font: bold });
    y -= height + 4;
    page.drawRectangle({ x: MARGIN, y, width: WIDTH - 2 * MARGIN, height, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 0.8 });
    y -= 16;
  };

  text(t.titulo, { size: 15, font: bold });
  y -= 18;
  text(t.subtitulo, { size: 9 });
  y -= 26;
  field(t.referencia, datos.referencia);

  text(t.acreedor, { size: 10, font: bold });
  y -= 16;
  field(t.nombreAcreedor, datos.acreedor.nombre);
  field(t.identificador, datos.acreedor.identificador);
  field(t.direccionAcreedor, datos.acreedor.direccion);

  text(t.deudor, { size: 10, font: bold });
  y -= 16;
  field(t.nombreDeudor, datos.deudor.nombre);
  field(t.cifDeudor, datos.deudor.cif);
  field(t.direccion, datos.deudor.direccion);
  field(
    t.localidad,
    [datos.deudor.codigo_postal, datos.deudor.poblacion, datos.deudor.provincia, datos.deudor.pais].filter((part) => part && part.trim() !== '').join(' · '),
  );
  field(t.iban, displayIban(datos.cuenta.iban));
  field(t.titular, datos.cuenta.titular);
  field(t.tipoPago, t.recurrente);
  field(t.fecha, toDisplayDate(datos.fecha));
  box(t.lugar, 22);
  box(t.firma, 60);
  y -= 4;
  paragraph(t.aviso);
  y -= 6;
  paragraph(t.nota, 8);

  return pdf.save();
}
