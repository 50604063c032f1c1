import { describe, expect, it } from 'vitest';
import { ACCESS, isAllowed, requiresSignIn, type Access } from '@dapcon/contract';

const company = { modulo_app: 'organizacion', perfil: 5 } as const;
const verifier = { modulo_app: 'consultor', perfil: 4 } as const;
const ares = { modulo_app: 'administrador', perfil: 1 } as const;
const association = { modulo_app: 'administrador', perfil: 2 } as const;

describe('access rules', () => {
  it('only public routes skip sign-in', () => {
    expect(requiresSignIn('public')).toBe(false);
    expect(requiresSignIn('user')).toBe(true);
    expect(requiresSignIn({ perfiles: [1] })).toBe(true);
  });

  it.each<[string, Access, boolean[]]>([
    ['public', ACCESS.public, [true, true, true, true]],
    ['user', ACCESS.user, [true, true, true, true]],
    ['admin module', ACCESS.admin, [false, false, true, true]],
    ['Ares administrator', ACCESS.adminAres, [false, false, true, false]],
    ['verifier', { modulos: ['consultor'], perfiles: [4] }, [false, true, false, false]],
    ['profiles 4 or 5', { perfiles: [4, 5] }, [true, true, false, false]],
    ['nobody', { modulos: [] }, [false, false, false, false]],
  ])('%s', (_name, access, expected) => {
    expect([company, verifier, ares, association].map((user) => isAllowed(access, user))).toEqual(expected);
  });
});
