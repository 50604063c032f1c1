import { describe, expect, it } from 'vitest';
import { acceptsUpload, UPLOAD_RULES, uploadProblem } from './uploads';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('the upload rules', () => {
  it('accept png, jpeg, jpg and gif logos by their type', () => {
    for (const f of [file('a.png', 'image/png'), file('a.jpeg', 'image/jpeg'), file('a.JPG', 'image/jpeg'), file('a.gif', 'image/gif')]) {
      expect(uploadProblem(UPLOAD_RULES.logo, f), f.name).toBeNull();
    }
  });

  it('refuse another type', () => {
    expect(uploadProblem(UPLOAD_RULES.logo, file('doc.pdf', 'application/pdf'))).toBe('type');
    expect(uploadProblem(UPLOAD_RULES.logo, file('foto.webp', 'image/webp'))).toBe('type');
    expect(uploadProblem(UPLOAD_RULES.documento, file('logo.png', 'image/png'))).toBe('type');
  });

  it('judge a file without a type (some browsers give none) by its extension', () => {
    expect(acceptsUpload(UPLOAD_RULES.logo, file('logo.png', ''))).toBe(true);
    expect(acceptsUpload(UPLOAD_RULES.logo, file('logo.bmp', ''))).toBe(false);
    expect(acceptsUpload(UPLOAD_RULES.documento, file('informe.PDF', ''))).toBe(true);
  });

  it('check the size after the type, up to and including the limit', () => {
    const limit = UPLOAD_RULES.logo.maxBytes;
    expect(uploadProblem(UPLOAD_RULES.logo, file('a.png', 'image/png', limit))).toBeNull();
    expect(uploadProblem(UPLOAD_RULES.logo, file('a.png', 'image/png', limit + 1))).toBe('size');
    expect(uploadProblem(UPLOAD_RULES.logo, file('a.pdf', 'application/pdf', limit + 1))).toBe('type');
  });
});
