import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { tokensUsuario, usuarios, type PropositoToken } from '../db/schema';
import { hashOneOffToken, newOneOffToken } from '../auth/one-off-tokens';

/** Creates a token for a user; answers the token itself (only its hash is stored). */
export async function createOneOffToken(
  db: Database,
  usuarioId: number,
  proposito: PropositoToken,
  ttlMinutes: number,
  now: Date = new Date(),
): Promise<string> {
  const { token, hash } = newOneOffToken();
  await db.insert(tokensUsuario).values({
    usuario_id: usuarioId,
    proposito,
    token_hash: hash,
    created_at: now,
    expires_at: new Date(now.getTime() + ttlMinutes * 60_000),
  });
  return token;
}

/** A token of a purpose with its user, whatever its state (the caller tells used and expired apart). */
export async function findOneOffToken(db: Database, proposito: PropositoToken, token: string) {
  const [row] = await db
    .select({
      id: tokensUsuario.id,
      expires_at: tokensUsuario.expires_at,
      used_at: tokensUsuario.used_at,
      user: {
        id: usuarios.id,
        activo: usuarios.activo,
        fecha_baja: usuarios.fecha_baja,
      },
    })
    .from(tokensUsuario)
    .innerJoin(usuarios, eq(usuarios.id, tokensUsuario.usuario_id))
    .where(and(eq(tokensUsuario.token_hash, hashOneOffToken(token)), eq(tokensUsuario.proposito, proposito)))
    .limit(1);
  return row;
}

/** Spends a single-use token; false when it was already spent (a concurrent use won). */
export async function spendOneOffToken(db: Database, id: number, now: Date = new Date()): Promise<boolean> {
  const spent = await db
    .update(tokensUsuario)
    .set({ used_at: now })
    .where(and(eq(tokensUsuario.id, id), isNull(tokensUsuario.used_at)))
    .returning({ id: tokensUsuario.id });
  return spent.length > 0;
}

/** Voids every unspent token of a purpose of a user (a reset or a change of password voids pending reset links). */
export async function voidOneOffTokens(db: Database, usuarioId: number, proposito: PropositoToken, now: Date = new Date()): Promise<void> {
  await db
    .update(tokensUsuario)
    .set({ used_at: now })
    .where(and(eq(tokensUsuario.usuario_id, usuarioId), eq(tokensUsuario.proposito, proposito), isNull(tokensUsuario.used_at)));
}

/** Unspent, unexpired tokens of a purpose a user holds (the recovery throttle). */
export async function countLiveOneOffTokens(db: Database, usuarioId: number, proposito: PropositoToken, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tokensUsuario)
    .where(
      and(
        eq(tokensUsuario.usuario_id, usuarioId),
        eq(tokensUsuario.proposito, proposito),
        isNull(tokensUsuario.used_at),
        gt(tokensUsuario.expires_at, now),
      ),
    );
  return row?.n ?? 0;
}
