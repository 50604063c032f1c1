/**
 * Files for the demo programme, made here rather than kept in the repository: company logos (real
 * PNG images, a coloured mark in the company's colours, square or 4:2 like the cropper's two
 * shapes), accreditation certificates (one-page PDFs naming the company) and the declarations'
 * documents (one-page PDFs naming the document, product and code). Small (a few hundred bytes to
 * 1 KB each) and deterministic: the same company or declaration always gets the same bytes.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { TipoDocumentoDapcon } from '@dapcon/contract';

/** Background and mark colours of the logos (RGB). */
const PALETTE: readonly (readonly [readonly [number, number, number], readonly [number, number, number]])[] = [
  [[0x1f, 0x4e, 0x79], [0xf2, 0xb1, 0x34]],
  [[0x2e, 0x7d, 0x32], [0xff, 0xff, 0xff]],
  [[0x8e, 0x24, 0x4a], [0xf4, 0xe1, 0xd2]],
  [[0x33, 0x33, 0x33], [0xe5, 0x39, 0x35]],
  [[0x00, 0x69, 0x7c], [0xb2, 0xeb, 0xf2]],
  [[0x6d, 0x4c, 0x41], [0xff, 0xcc, 0x80]],
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG logo: a coloured field with a lighter mark (a disc and a bar), square (96×96) or
 * rectangular 4:2 (160×80), its colours and shape chosen by `n`.
 *
 * @example
 * detectFileType(demoLogo(3)).mime // 'image/png'
 */
export function demoLogo(n: number): Buffer {
  const [background, mark] = PALETTE[n % PALETTE.length] ?? PALETTE[0] ?? [[0, 0, 0], [255, 255, 255]];
  const wide = n % 2 === 1;
  const width = wide ? 160 : 96;
  const height = wide ? 80 : 96;
  const radius = Math.floor(height * 0.3);
  const cx = wide ? Math.floor(height / 2) : Math.floor(width / 2);
  const cy = wide ? Math.floor(height / 2) : Math.floor(height * 0.42);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
      const inBar = wide
        ? x >= height && x < width - 12 && y >= cy - 6 && y < cy + 6
        : y >= height - 22 && y < height - 14 && x >= 16 && x < width - 16;
      const [r, g, b] = inDisc || inBar ? mark : background;
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text a PDF string may hold: accents folded (the standard fonts' encoding is not UTF-8), brackets and backslashes escaped. */
function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A line of a one-page PDF: font size, distance from the page's bottom (points) and text (already `pdfText`). */
type PdfLine = readonly [size: number, y: number, text: string];

/** A one-page A4 PDF 1.4 (catalog, page, Helvetica, cross-reference table) that any viewer opens, with these lines. */
function onePagePdf(lines: readonly PdfLine[]): Buffer {
  const content = lines.map(([size, y, text]) => `BT /F1 ${size} Tf 72 ${y} Td (${text}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * A one-page PDF certificate of an accreditation (ISO 14001 or EMAS) for a company.
 *
 * @example
 * demoCertificate('ISO 14001', 'Cementos del Llobregat, S.A.', 'A08612343', '2025-03-01')
 */
export function demoCertificate(kind: 'ISO 14001' | 'EMAS', company: string, orgCif: string, issued: string): Buffer {
  return onePagePdf([
    [24, 720, `Certificado ${kind}`],
    [14, 680, pdfText(company)],
    [12, 660, `CIF ${pdfText(orgCif)}`],
    [12, 620, kind === 'EMAS' ? 'Registro en el Sistema Comunitario de Gestion y Auditoria Medioambientales' : 'Sistema de gestion ambiental conforme a la norma ISO 14001:2015'],
    [12, 600, `Fecha de emision: ${pdfText(issued)}`],
    [10, 560, 'Documento de demostracion del programa DAPcon.'],
  ]);
}

/** What a seeded DAPcon document says about itself. */
export interface DemoDapconDocument {
  tipo: TipoDocumentoDapcon;
  /** The declared product. */
  producto: string;
  /** The RCP, as 'RCP 100 v2.0'. */
  rcp: string;
  /** The declaration's registration code, or how it is known before it has one ('DAPcon 7'). */
  codigo: string;
  /** The EPD's language, by name ('Català'); the product sheet and the report have none. */
  idioma?: string;
  /** The day it is dated, 'yyyy-mm-dd'. */
  fecha: string;
}

const TITULOS: Record<TipoDocumentoDapcon, string> = {
  dap: 'Declaracion Ambiental de Producto (DAP)',
  ficha_producto: 'Ficha de producto',
  informe_verificacion: 'Informe de verificacion',
};

/**
 * A one-page PDF standing for a declaration's document (an EPD of one language, the product sheet or
 * the verification report), naming the document, product, RCP, language and code.
 *
 * @example
 * demoDapconDocument({ tipo: 'dap', producto: 'Cal aérea CL 90-S', rcp: 'RCP 100 v2.0', codigo: 'DAPcon-2022-0001', idioma: 'English', fecha: '2021-12-07' })
 */
export function demoDapconDocument(doc: DemoDapconDocument): Buffer {
  const lines: PdfLine[] = [
    [22, 720, pdfText(TITULOS[doc.tipo])],
    [14, 680, pdfText(doc.producto)],
    [12, 660, `Codigo: ${pdfText(doc.codigo)}`],
    [12, 640, `Regla de categoria de producto: ${pdfText(doc.rcp)}`],
  ];
  if (doc.idioma !== undefined) lines.push([12, 620, `Idioma: ${pdfText(doc.idioma)}`]);
  lines.push([12, 600, `Fecha: ${pdfText(doc.fecha)}`], [10, 560, 'Documento de demostracion del programa DAPcon.']);
  return onePagePdf(lines);
}

/**
 * A one-page PDF standing for a document attached to a web content (a programme, a guide), naming
 * it and the content.
 *
 * @example
 * demoAttachment('Programa de la jornada', 'Jornada técnica: DAP y contratación pública')
 */
export function demoAttachment(titulo: string, contenido: string): Buffer {
  return onePagePdf([
    [20, 720, pdfText(titulo)],
    [12, 690, pdfText(contenido)],
    [10, 560, 'Documento de demostracion del programa DAPcon.'],
  ]);
}
