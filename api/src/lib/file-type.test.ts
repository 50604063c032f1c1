import { describe, expect, it } from 'vitest';
import { detectFileType, extensionOf, mimeOfExtension } from './file-type';

describe('detectFileType', () => {
  it('tells PNG, JPEG, GIF and PDF by their first bytes', () => {
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ mime: 'image/png', extension: 'png' });
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    expect(detectFileType(Buffer.from('GIF87a…'))).toEqual({ mime: 'image/gif', extension: 'gif' });
    expect(detectFileType(Buffer.from('GIF89a'))).toEqual({ mime: 'image/gif', extension: 'gif' });
    expect(detectFileType(Buffer.from('%PDF-1.4'))).toEqual({ mime: 'application/pdf', extension: 'pdf' });
  });

  it('tells a ZIP container (an .xlsx) by its first bytes, and text (a CSV) by bytes that are all text', () => {
    expect(detectFileType(Buffer.from('PK\u0003\u0004\u0014\u0000'))).toEqual({ mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' });
    expect(detectFileType(Buffer.from('indicador;unidad;A1-A3'))).toEqual({ mime: 'text/plain', extension: 'txt' });
    expect(detectFileType(Buffer.from('año;€\r\n\t'))).toEqual({ mime: 'text/plain', extension: 'txt' });
    // Text is no image: an SVG is text (and never one of the images the portal takes).
    expect(detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')).mime).toBe('text/plain');
  });

  it('knows nothing else, however it is named', () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from('%PD\u0000'), Buffer.from([0x00, 0x01, 0x02]), Buffer.from('ab\u0007cd')]) {
      expect(detectFileType(bytes).mime).toBe('application/octet-stream');
    }
  });

  it('maps types and extensions both ways', () => {
    expect(extensionOf('image/jpeg')).toBe('jpg');
    expect(extensionOf('text/html')).toBe('bin');
    expect(extensionOf('text/plain')).toBe('txt');
    expect(mimeOfExtension('pdf')).toBe('application/pdf');
    expect(mimeOfExtension('exe')).toBe('application/octet-stream');
  });
});
