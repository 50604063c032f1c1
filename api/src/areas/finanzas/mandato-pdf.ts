/**
 * The SEPA direct-debit mandate a company signs (docs/finanzas.md 'The organisation payment flow'),
 * written with pdf-lib (docs/decisions.md: a maintained PDF writer with the standard fonts built in,
 * no native code). One A4 page in Spanish, the language of the programme's legal texts: the mandate
 * reference, the creditor (the programme: name and SEPA creditor identifier from `datos_bancarios`),
 * the debtor (the company: name, CIF, address), a recurrent payment, the legal notice of the SEPA
 * core scheme, and blank boxes for what the debtor writes by hand: the IBAN, the BIC, the place and
 * date, and the signature.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** What the mandate is filled with. */
export interface DatosMandato {
  referencia: string;
  acreedor: { nombre: string; identificador: string | null; entidad: string };
  deudor: { nombre: string; cif: string; direccion: string | null; codigo_postal: string | null; poblacion: string | null; provincia: string | null; pais: string | null };
}

/** The SEPA core scheme's notice to the debtor (the wording the Spanish banks print on every mandate). */
const AVISO_LEGAL =
  'Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor ' +
  'para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte ' +
  'de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. ' +
  'La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener ' +
  'información adicional sobre sus derechos en su entidad financiera.';

const MARGIN = 50;
const WIDTH = 595.28;
const HEIGHT = 841.89;

/** Words of `text` in lines no wider than `width` at `size`. */
function lines(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) > width && line !== '') {
      out.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line !== '') out.push(line);
  return out;
}

/** The mandate as PDF bytes. */
export async function mandatoSepaPdf(datos: DatosMandato): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Orden de domiciliación SEPA ${datos.referencia}`);
  pdf.setSubject('Orden de domiciliación de adeudo directo SEPA');
  pdf.setCreator('Portal DAPcon');
  const page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = HEIGHT - MARGIN;

  // The standard fonts write WinAnsi only: any other character of a name (a 'Ł', an emoji) becomes '?'.
  const writable = new Set(regular.getCharacterSet());
  const safe = (value: string) => Array.from(value, (ch) => (writable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
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

  text('Orden de domiciliación de adeudo directo SEPA', { size: 15, font: bold });
  y -= 18;
  text('SEPA Direct Debit Mandate · Esquema básico (Core) · Pago recurrente', { size: 9 });
  y -= 26;
  field('Referencia de la orden de domiciliación', datos.referencia);

  text('ACREEDOR', { size: 10, font: bold });
  y -= 16;
  field('Nombre del acreedor', datos.acreedor.nombre);
  field('Identificador del acreedor', datos.acreedor.identificador);
  field('Entidad', datos.acreedor.entidad);

  text('DEUDOR', { size: 10, font: bold });
  y -= 16;
  field('Nombre del deudor', datos.deudor.nombre);
  field('CIF del deudor', datos.deudor.cif);
  field('Dirección', datos.deudor.direccion);
  field(
    'Código postal · Población · Provincia · País',
    [datos.deudor.codigo_postal, datos.deudor.poblacion, datos.deudor.provincia, datos.deudor.pais].filter((part) => part && part.trim() !== '').join(' · '),
  );
  box('Número de cuenta · IBAN (a rellenar por el deudor)', 22);
  box('SWIFT BIC (a rellenar por el deudor)', 22);
  box('Fecha y localidad', 22);
  box('Firma del deudor', 60);
  y -= 4;
  paragraph(AVISO_LEGAL);
  y -= 6;
  paragraph('Una vez firmada, suba esta orden en el portal DAPcon (paso «Documento SEPA»). El acreedor la conserva mientras la domiciliación esté vigente.', 8);

  return pdf.save();
}
