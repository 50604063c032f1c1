import type { ModuloApp } from '@dapcon/contract/core';

/** Local-storage entry that keeps remembered credentials per module (spec part 1 §2, §9). */
export const REMEMBER_KEY = 'remember-password';

export interface Credentials {
  usuario: string;
  password: string;
}

type Stored = Partial<Record<ModuloApp, Credentials>>;

function read(storage: Storage): Stored {
  try {
    const raw = storage.getItem(REMEMBER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

/** The credentials remembered for a module, if any. */
export function recall(modulo: ModuloApp, storage: Storage | undefined = globalThis.localStorage): Credentials | null {
  // None where there is no browser storage (the sign-in page drawn at build time).
  if (!storage) return null;
  const entry = read(storage)[modulo];
  return entry && typeof entry.usuario === 'string' && typeof entry.password === 'string' ? entry : null;
}

/** Writes (remember = true) or clears (false) the credentials of one module, leaving the others. */
export function remember(modulo: ModuloApp, credentials: Credentials | null, storage: Storage = localStorage): void {
  const all = read(storage);
  if (credentials) all[modulo] = credentials;
  else delete all[modulo];
  if (Object.keys(all).length) storage.setItem(REMEMBER_KEY, JSON.stringify(all));
  else storage.removeItem(REMEMBER_KEY);
}
