/**
 * The registration certificate of a published (or expired) declaration (issue 35, docs/registry.md
 * 'The certificate'): one A4 page in Spanish, Catalan or English, written with pdf-lib (the PDF writer
 * the API already uses, docs/decisions.md) and `qrcode` (the QR code's modules, drawn as vector
 * squares: sharp at any zoom and in print). It holds the programme's name and mark, the code, product,
 * company and RCP, the verifier, the validity and the state, and a QR code to the declaration's page in
 * the registry, where anyone checks that it is still valid.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { FichaPublica, IdiomaRegistro } from '@dapcon/contract';
import { lines, writableText } from '../../lib/pdf';

/** The certificate's texts in each language. */
export const TEXTOS_CERTIFICADO: Record<
  IdiomaRegistro,
  {
    programa: string;
    subtitulo: string;
    titulo: string;
    declara: string;
    campos: Record<'codigo' | 'producto' | 'empresa' | 'rcp' | 'verificador' | 'desde' | 'hasta' | 'estado', string>;
    estados: Record<FichaPublica['estado'], string>;
    caducada: string;
    comprobar: string;
    emitido: (fecha: string) => string;
    nombre: string;
  }
> = {
  es: {
    programa: 'Programa DAPcon',
    subtitulo: 'Declaraciones ambientales de producto para la construcción',
    titulo: 'Certificado de registro',
    declara:
      'El Programa DAPcon certifica que la declaración ambiental de producto descrita a continuación ha sido verificada por un verificador independiente y está inscrita en su registro público.',
    campos: { codigo: 'Código de registro', producto: 'Producto', empresa: 'Empresa', rcp: 'Regla de categoría de producto (RCP)', verificador: 'Verificador', desde: 'Válida desde', hasta: 'Válida hasta', estado: 'Estado' },
    estados: { publicada: 'Publicada y vigente', caducada: 'Caducada' },
    caducada: 'Esta declaración ha caducado: ya no está vigente.',
    comprobar: 'Compruebe su vigencia en el registro público:',
    emitido: (fecha) => `Certificado emitido el ${fecha}.`,
    nombre: 'certificado',
  },
  ca: {
    programa: 'Programa DAPcon',
    subtitulo: 'Declaracions ambientals de producte per a la construcció',
    titulo: 'Certificat de registre',
    declara:
      "El Programa DAPcon certifica que la declaració ambiental de producte descrita a continuació ha estat verificada per un verificador independent i està inscrita al seu registre públic.",
    campos: { codigo: 'Codi de registre', producto: 'Producte', empresa: 'Empresa', rcp: 'Regla de categoria de producte (RCP)', verificador: 'Verificador', desde: 'Vàlida des de', hasta: 'Vàlida fins a', estado: 'Estat' },
    estados: { publicada: 'Publicada i vigent', caducada: 'Caducada' },
    caducada: 'Aquesta declaració ha caducat: ja no és vigent.',
    comprobar: 'Comproveu-ne la vigència al registre públic:',
    emitido: (fecha) => `Certificat emès el ${fecha}.`,
    nombre: 'certificat',
  },
  en: {
    programa: 'DAPcon Programme',
    subtitulo: 'Environmental product declarations for construction',
    titulo: 'Certificate of registration',
    declara:
      'The DAPcon Programme certifies that the environmental product declaration described below has been verified by an independent verifier and is entered in its public register.',
    campos: { codigo: 'Registration code', producto: 'Product', empresa: 'Company', rcp: 'Product category rules (PCR)', verificador: 'Verifier', desde: 'Valid from', hasta: 'Valid until', estado: 'Status' },
    estados: { publicada: 'Published and valid', caducada: 'Expired' },
    caducada: 'This declaration has expired: it is no longer valid.',
    comprobar: 'Check that it is valid in the public register:',
    emitido: (fecha) => `Certificate issued on ${fecha}.`,
    nombre: 'certificate',
  },
};

const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 56;
const GREEN = rgb(0x2f / 255, 0x6b / 255, 0x3b / 255);
const PALE = rgb(0xe8 / 255, 0xf3 / 255, 0xea / 255);
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.35, 0.35, 0.35);
const RED = rgb(0.62, 0.1, 0.1);

/** 'yyyy-mm-dd' as the certificate writes it: '29/11/2026' (es, ca) or '29 Nov 2026' (en). */
export function fechaCertificado(iso: string, lang: IdiomaRegistro): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  if (!y || !m || !d) return iso;
  if (lang !== 'en') return `${d}/${m}/${y}`;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1] ?? m;
  return `${Number(d)} ${month} ${y}`;
}

/** The name the certificate is downloaded under: 'DAPcon-2026-0001_certificado_es.pdf'. */
export function nombreCertificado(codigo: string, lang: IdiomaRegistro): string {
  return `${codigo}_${TEXTOS_CERTIFICADO[lang].nombre}_${lang}.pdf`;
}

/** The programme's mark (the portal's favicon: a leaf on green), `size` points wide, its lower left corner at x, y. */
function marca(page: PDFPage, x: number, y: number, size: number): void {
  page.drawRectangle({ x, y, width: size, height: size, color: GREEN });
  const scale = size / 32;
  // The SVG's y axis points down; drawSvgPath places the path's origin at (x, y) and flips it.
  page.drawSvgPath('M9 22c0-8 6-13 14-13-1 8-6 14-14 13z', { x, y: y + size, scale, color: PALE });
  page.drawSvgPath('M9 22l8-8', { x, y: y + size, scale, borderColor: GREEN, borderWidth: 1.6 * scale });
}

/** The QR code of `url`, `size` points wide, its lower left corner at x, y: each dark module a square. */
function qr(page: PDFPage, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({ x: x + (col + quiet) * cell, y: y + size - (row + quiet + 1) * cell, width: cell + 0.05, height: cell + 0.05, color: INK });
    }
  }
}

/**
 * The certificate of `ficha` in `lang` as PDF bytes. `url` is its registry page (absolute: the QR code
 * and the printed address); `hoy` the day it is issued ('yyyy-mm-dd').
 */
export async function certificadoPdf(ficha: FichaPublica, lang: IdiomaRegistro, url: string, hoy: string): Promise<Uint8Array> {
  const t = TEXTOS_CERTIFICADO[lang];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.titulo} ${ficha.dapcon_codigo}`);
  pdf.setSubject(`${ficha.dapcon_codigo} · ${ficha.dv_nombre_producto}`);
  pdf.setAuthor(t.programa);
  pdf.setLanguage({ es: 'es-ES', ca: 'ca-ES', en: 'en' }[lang]);
  pdf.setCreator('Portal DAPcon');
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const safe = writableText(regular);
  const width = WIDTH - 2 * MARGIN;
  let y = HEIGHT - MARGIN;

  const write = (value: string, { size = 10, font = regular, x = MARGIN, color = INK }: { size?: number; font?: PDFFont; x?: number; color?: typeof INK } = {}) =>
    page.drawText(safe(value), { x, y, size, font, color });
  const paragraph = (value: string, { size = 10, font = regular, color = INK, w = width } = {}) => {
    for (const line of lines(safe(value), font, size, w)) {
      write(line, { size, font, color });
      y -= size + 4;
    }
  };

  // The programme: its mark, name and what it is.
  marca(page, MARGIN, y - 40, 40);
  y -= 16;
  write(t.programa, { size: 16, font: bold, x: MARGIN + 52, color: GREEN });
  y -= 18;
  write(t.subtitulo, { size: 10, x: MARGIN + 52, color: GREY });
  y -= 22;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 1.5, color: GREEN });
  y -= 46;

  write(t.titulo, { size: 24, font: bold });
  y -= 30;
  paragraph(t.declara, { size: 11 });
  y -= 14;

  // The declaration, one field a line (a long value wraps under its label).
  const campos: [string, string][] = [
    [t.campos.codigo, ficha.dapcon_codigo],
    [t.campos.producto, ficha.dv_nombre_producto],
    [t.campos.empresa, ficha.empresa.org_cif === null ? ficha.empresa.org_nombre : `${ficha.empresa.org_nombre} (${ficha.empresa.org_cif})`],
    [t.campos.rcp, `${ficha.rcp.rcp_equivalencia} · ${ficha.rcp.rcp_nombre}`],
    [t.campos.verificador, `${ficha.verificador.nombre} ${ficha.verificador.apellidos}`],
    [t.campos.desde, fechaCertificado(ficha.dapcon_valido_desde, lang)],
    [t.campos.hasta, fechaCertificado(ficha.dapcon_valido_hasta, lang)],
    [t.campos.estado, t.estados[ficha.estado]],
  ];
  for (const [label, value] of campos) {
    const big = label === t.campos.codigo;
    write(label, { size: 9, font: bold, color: GREY });
    y -= big ? 19 : 14;
    paragraph(value, { size: big ? 16 : 12, font: big ? bold : regular, color: label === t.campos.estado && ficha.estado === 'caducada' ? RED : INK });
    y -= 8;
  }
  if (ficha.estado === 'caducada') {
    y -= 4;
    paragraph(t.caducada, { size: 11, font: bold, color: RED });
  }

  // The QR code to the registry's page, with its address in words.
  const side = 118;
  const bottom = MARGIN + 40;
  qr(page, url, WIDTH - MARGIN - side, bottom, side);
  y = bottom + side - 12;
  paragraph(t.comprobar, { size: 10, w: width - side - 20 });
  y -= 2;
  paragraph(url, { size: 10, font: bold, color: GREEN, w: width - side - 20 });
  y = bottom + 8;
  write(t.emitido(fechaCertificado(hoy, lang)), { size: 9, color: GREY });
  page.drawLine({ start: { x: MARGIN, y: MARGIN + 20 }, end: { x: WIDTH - MARGIN, y: MARGIN + 20 }, thickness: 0.8, color: GREEN });
  y = MARGIN + 6;
  write(`${t.programa} · ${t.subtitulo}`, { size: 8, color: GREY });
  return pdf.save();
}
