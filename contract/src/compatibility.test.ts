import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from './index';

// The contract across versions (docs/deploy.md): each area bundles its own copy of the contract and the
// SDK checks every answer with the area's copy. An answer may gain a field without breaking the areas
// already live only because their schemas let an undeclared field through (valibot's `object` drops
// it); a strict schema would refuse the next release's answers.

type Node = { kind?: string; type?: string } & Record<string, unknown>;

/** The paths, under `at`, of the schemas that refuse a field or an item they do not declare. */
function strictParts(schema: unknown, at: string, seen = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as Node;
  if (node.kind !== 'schema') return [];
  const found: string[] = [];
  if (node.type === 'strict_object' || node.type === 'strict_tuple') found.push(`${at} (${node.type})`);
  if ((node.type === 'object_with_rest' || node.type === 'tuple_with_rest') && (node.rest as Node | undefined)?.type === 'never') found.push(`${at} (${node.type} never)`);
  const below = (child: unknown, where: string) => found.push(...strictParts(child, where, seen));
  if (typeof node.entries === 'object' && node.entries !== null) for (const [key, child] of Object.entries(node.entries)) below(child, `${at}.${key}`);
  if (Array.isArray(node.items)) node.items.forEach((child, i) => below(child, `${at}[${i}]`));
  if (Array.isArray(node.options)) node.options.forEach((child) => below(child, at));
  if (Array.isArray(node.pipe)) node.pipe.forEach((child) => below(child, at));
  for (const key of ['item', 'wrapped', 'rest', 'key', 'value'] as const) below(node[key], key === 'item' ? `${at}[]` : at);
  if (typeof node.getter === 'function') below((node.getter as (input: unknown) => unknown)(undefined), at);
  return found;
}

describe('answers across versions', () => {
  it('no response schema refuses a field it does not declare', () => {
    const strict = ALL_ENDPOINTS.flatMap((endpoint) => strictParts(endpoint.response, endpoint.id));
    expect(strict).toEqual([]);
  });

  it('finds a strict part where there is one (the check above can fail)', () => {
    const row = v.object({ id: v.number(), extra: v.optional(v.array(v.strictObject({ a: v.string() }))) });
    expect(strictParts(v.nullable(v.object({ data: v.array(row) })), 'GET /x')).toEqual(['GET /x.data[].extra[] (strict_object)']);
    expect(strictParts(v.objectWithRest({ a: v.string() }, v.never()), 'GET /y')).toEqual(['GET /y (object_with_rest never)']);
  });

  it("an answer with a field more is read by an older copy of the schema, the field dropped", () => {
    const older = v.object({ org_id: v.number(), org_nombre: v.string() });
    expect(v.parse(older, { org_id: 1, org_nombre: 'Cerámicas', org_campo_nuevo: true })).toEqual({ org_id: 1, org_nombre: 'Cerámicas' });
    expect(v.safeParse(older, { org_id: 1 }).success).toBe(false);
  });
});
