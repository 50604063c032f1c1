import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '@dapcon/contract';
import { readUpload, uploadRuleOf } from './uploads';

const chunks = (...parts: Buffer[]) => Readable.from(parts);

describe('readUpload', () => {
  it('keeps the bytes and detects the type across chunk boundaries', async () => {
    const file = await readUpload('logo.pdf', chunks(Buffer.from([0x89, 0x50, 0x4e]), Buffer.from([0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])), UPLOAD_RULES.logo);
    expect(file).toMatchObject({ name: 'logo.pdf', size: 10, type: 'image/png', extension: 'png' });
    expect(file.data).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]));
  });

  it('counts the bytes past the limit but keeps none of them', async () => {
    const max = UPLOAD_RULES.logo.maxBytes;
    const file = await readUpload('big.png', chunks(Buffer.from('GIF89a'), Buffer.alloc(max)), UPLOAD_RULES.logo);
    expect(file.size).toBe(max + 6);
    expect(file.data.length).toBe(0);
    expect(file.type).toBe('image/gif');
  });

  it('knows which fields take files', () => {
    expect(uploadRuleOf('logo')).toBe(UPLOAD_RULES.logo);
    expect(uploadRuleOf('documento')).toBe(UPLOAD_RULES.documento);
    expect(uploadRuleOf('toString')).toBeUndefined();
    expect(uploadRuleOf('otro')).toBeUndefined();
  });
});
