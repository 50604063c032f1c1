import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@dapcon/shared-sdk';
import { applyServerErrors } from './serverErrors';

interface Values {
  usuario: string;
  email: string;
}

const apiError = (status: number, errors: Record<string, string[]>) =>
  new ApiError(status, 'Los datos enviados no son válidos.', errors);

describe('applyServerErrors', () => {
  it("puts each known field's first message under it", () => {
    const { result } = renderHook(() => useForm<Values>());
    let handled = false;
    act(() => {
      handled = applyServerErrors(apiError(422, { usuario: ['El documento ya está registrado.', 'otro'] }), result.current.setError, ['usuario', 'email']);
    });
    expect(handled).toBe(true);
    expect(result.current.getFieldState('usuario').error?.message).toBe('El documento ya está registrado.');
    expect(result.current.getFieldState('email').error).toBeUndefined();
  });

  it('leaves other statuses and unknown fields to the caller', () => {
    const { result } = renderHook(() => useForm<Values>());
    expect(applyServerErrors(apiError(401, { usuario: ['x'] }), result.current.setError, ['usuario'])).toBe(false);
    expect(applyServerErrors(apiError(422, { token: ['x'] }), result.current.setError, ['usuario'])).toBe(false);
    expect(applyServerErrors(new Error('boom'), result.current.setError, ['usuario'])).toBe(false);
  });
});
