import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './download';

describe('attachmentDisposition', () => {
  it('names the file as given when it is plain ASCII', () => {
    expect(attachmentDisposition('2026-11-23_B12345674_ISO14001.pdf')).toBe('attachment; filename="2026-11-23_B12345674_ISO14001.pdf"');
  });

  it('never lets a quote, a slash, a line break or a non-ASCII letter into the header', () => {
    expect(attachmentDisposition('a"b/c\\d\r\ne Ç.pdf')).toBe('attachment; filename="a_b_c_d__e__.pdf"');
  });
});
