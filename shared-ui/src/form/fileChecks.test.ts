import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptedExtensions, checkFile, extensionOf, extensionsForTypes, formatBytes, listWithOr } from './fileChecks';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const images = ['image/png', 'image/jpeg', 'image/gif'];

describe('extensions', () => {
  it('reads the extension in lower case, without the dot', () => {
    expect(extensionOf('Informe.PDF')).toBe('pdf');
    expect(extensionOf('logo.final.jpeg')).toBe('jpeg');
    expect(extensionOf('sin-extension')).toBe('');
    expect(extensionOf('.gitignore')).toBe('');
    expect(extensionOf('punto.')).toBe('');
  });

  it('derives extensions from MIME types, in order and without repeats', () => {
    expect(extensionsForTypes(images)).toEqual(['png', 'jpeg', 'jpg', 'gif']);
    expect(extensionsForTypes(['application/pdf', 'image/jpeg', 'image/jpg'])).toEqual(['pdf', 'jpeg', 'jpg']);
    expect(extensionsForTypes(['image/*', 'application/x-desconocido'])).toEqual([]);
  });

  it('prefers an explicit extension list, normalised', () => {
    expect(acceptedExtensions({ accept: ['application/pdf'], extensions: ['.PDF', ' docx '] })).toEqual(['pdf', 'docx']);
    expect(acceptedExtensions({ accept: ['application/pdf'] })).toEqual(['pdf']);
    expect(acceptedExtensions({})).toEqual([]);
  });

  it('builds the input accept attribute', () => {
    expect(acceptAttribute({ accept: ['application/pdf'] })).toBe('application/pdf,.pdf');
    expect(acceptAttribute({ accept: images })).toBe('image/png,image/jpeg,image/gif,.png,.jpeg,.jpg,.gif');
    expect(acceptAttribute({})).toBeUndefined();
  });
});

describe('checkFile', () => {
  it('accepts png, jpeg, jpg and gif images by MIME type and extension', () => {
    for (const f of [file('a.png', 'image/png'), file('a.jpeg', 'image/jpeg'), file('a.JPG', 'image/jpeg'), file('a.gif', 'image/gif')]) {
      expect(checkFile(f, { accept: images })).toBeNull();
    }
  });

  it('refuses another type, a lying extension and a lying MIME type', () => {
    expect(checkFile(file('doc.pdf', 'application/pdf'), { accept: images })).toBe('type');
    expect(checkFile(file('foto.webp', 'image/webp'), { accept: images })).toBe('type');
    expect(checkFile(file('doc.pdf', 'image/png'), { accept: images })).toBe('type');
    expect(checkFile(file('logo.png', 'application/pdf'), { accept: images })).toBe('type');
    expect(checkFile(file('logo', 'image/png'), { accept: images })).toBe('type');
  });

  it('judges a file without MIME type by its extension', () => {
    expect(checkFile(file('logo.png', ''), { accept: images })).toBeNull();
    expect(checkFile(file('logo.bmp', ''), { accept: images })).toBe('type');
    expect(checkFile(file('datos.bin', ''), { accept: ['application/x-desconocido'] })).toBe('type');
  });

  it('understands MIME families and explicit extensions', () => {
    expect(checkFile(file('a.webp', 'image/webp'), { accept: ['image/*'] })).toBeNull();
    expect(checkFile(file('a.pdf', 'application/pdf'), { accept: ['image/*'] })).toBe('type');
    expect(checkFile(file('a.docx', 'application/octet-stream'), { extensions: ['docx'] })).toBeNull();
    expect(checkFile(file('a.doc', 'application/msword'), { extensions: ['docx'] })).toBe('type');
  });

  it('checks the size after the type, up to and including the limit', () => {
    expect(checkFile(file('a.png', 'image/png', 2048), { accept: images, maxBytes: 2048 })).toBeNull();
    expect(checkFile(file('a.png', 'image/png', 2049), { accept: images, maxBytes: 2048 })).toBe('size');
    expect(checkFile(file('a.pdf', 'application/pdf', 4096), { accept: images, maxBytes: 2048 })).toBe('type');
    expect(checkFile(file('cualquiera', '', 1e6), {})).toBeNull();
  });
});

describe('texts', () => {
  it('formats sizes in Spanish notation', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(245 * 1024)).toBe('245 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(5.25 * 1024 * 1024)).toBe('5,3 MB');
  });

  it('lists types with a final o', () => {
    expect(listWithOr(['png', 'jpeg', 'jpg', 'gif'])).toBe('png, jpeg, jpg o gif');
    expect(listWithOr(['pdf'])).toBe('pdf');
    expect(listWithOr(['pdf', 'docx'])).toBe('pdf o docx');
  });
});
