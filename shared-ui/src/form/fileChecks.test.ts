import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, UPLOAD_RULES } from '@dapcon/contract/core';
import { acceptAttribute, formatBytes, useUploadCheck } from './fileChecks';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the browser side of the upload rules', () => {
  it('builds the input accept attribute from a rule', () => {
    expect(acceptAttribute(UPLOAD_RULES.documento)).toBe('application/pdf,.pdf');
    expect(acceptAttribute(UPLOAD_RULES.logo)).toBe('image/png,image/jpeg,image/gif,.png,.jpeg,.jpg,.gif');
  });

  it('checks a picked file with the rule and gives the rule’s own message (the API’s)', () => {
    const { result } = renderHook(() => useUploadCheck(UPLOAD_RULES.logo));
    expect(result.current.message).toBeUndefined();
    act(() => void expect(result.current.check(file('doc.pdf', 'application/pdf'))).toBe(false));
    expect(result.current.message).toBe(MSG.logoTipoNoValido);
    act(() => void expect(result.current.check(file('a.png', 'image/png', 2 * 1024 * 1024 + 1))).toBe(false));
    expect(result.current.message).toBe(MSG.logoDemasiadoGrande);
    act(() => void expect(result.current.check(file('a.png', 'image/png'))).toBe(true));
    expect(result.current.message).toBeUndefined();
  });

  it('formats sizes in Spanish notation', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(245 * 1024)).toBe('245 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(5.25 * 1024 * 1024)).toBe('5,3 MB');
  });
});
