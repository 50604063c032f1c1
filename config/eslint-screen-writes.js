// ESLint's portal/screen-writes (issue 34, item 3: writes own their cache). A remote's screens write
// through shared-sdk's `useApiMutation`, which refreshes what the write's endpoint declares stale
// (`stale` in the contract) and reports a failure in one place; so in a screen file this refuses
//  - `call(endpoint, …)` of a write: an endpoint whose method is not GET, or that declares `stale`
//    (the spec's few GETs that change something); reads through `call` (a lookup, a download's
//    companion) stay allowed;
//  - a `call` whose endpoint it cannot name (a variable it cannot follow to the contract's objects);
//  - `invalidate(…)`, `refreshAfter(…)` and `queryClient.invalidateQueries(…)`: what a write makes stale
//    is the endpoint's to say, not the screen's.
// Which endpoints are writes is read from the contract's source (`export const x = defineEndpoint({
// method: 'POST', … stale: […] })`): ESLint's config cannot load TypeScript, and
// config/eslint-screen-writes.test.ts checks that this reading agrees with the contract's objects.
import fs from 'node:fs';
import path from 'node:path';

const CONTRACT = path.resolve(import.meta.dirname, '../contract/src');

/** Every `.ts` file under a folder, tests left out. */
function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The contract's endpoints as its source declares them: export name → `{ method, stale }` (`stale`
 * true when the definition names what it makes stale).
 *
 * @example
 * contractEndpoints().get('cobrarRemesa') // { method: 'POST', stale: true }
 */
export function contractEndpoints(dir = CONTRACT) {
  const endpoints = new Map();
  for (const file of sources(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    const starts = [...text.matchAll(/export const (\w+) = defineEndpoint\(\{\s*method: '(\w+)'/g)];
    starts.forEach((match, i) => {
      const end = starts[i + 1]?.index ?? text.length;
      const body = text.slice(match.index, end);
      endpoints.set(match[1], { method: match[2], stale: /^\s*stale:/m.test(body) });
    });
  }
  return endpoints;
}

/** True for a write: a method other than GET, or an endpoint that declares what it makes stale. */
export const isWriteDeclared = ({ method, stale }) => method !== 'GET' || stale;

const SDK = '@dapcon/shared-sdk';
const QUERY = '@dapcon/shared-sdk/query';

/** The rule; `endpoints` defaults to the contract's (a test passes its own). */
export function screenWritesRule(endpoints = contractEndpoints()) {
  return {
    meta: {
      type: 'problem',
      messages: {
        write:
          "'{{name}}' is a write ({{method}}): write through useApiMutation({{name}}) (@dapcon/shared-sdk/query), which refreshes what the endpoint declares stale and reports a failure (docs/architecture.md, 'Writes own their cache').",
        unknown: "call's endpoint cannot be named here: pass the contract's endpoint object itself (a write goes through useApiMutation).",
        invalidate:
          "A screen does not say what a write makes stale: declare it on the write's endpoint (`stale` in contract/) and write through useApiMutation (docs/architecture.md, 'Writes own their cache').",
      },
    },
    create(context) {
      /** Local names of the contract's endpoints → their export names. */
      const contractNames = new Map();
      const callNames = new Set();
      const invalidateNames = new Set();
      const queryClientNames = new Set();

      /** The endpoints an expression may be, or null when it cannot be followed. */
      function endpointsOf(node, seen = new Set()) {
        if (!node) return null;
        if (node.type === 'ConditionalExpression') {
          const [a, b] = [endpointsOf(node.consequent, seen), endpointsOf(node.alternate, seen)];
          return a && b ? [...a, ...b] : null;
        }
        if (node.type === 'LogicalExpression') {
          const [a, b] = [endpointsOf(node.left, seen), endpointsOf(node.right, seen)];
          return a && b ? [...a, ...b] : null;
        }
        if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression' || node.type === 'TSSatisfiesExpression') return endpointsOf(node.expression, seen);
        if (node.type !== 'Identifier' || seen.has(node.name)) return null;
        seen.add(node.name);
        const exported = contractNames.get(node.name);
        if (exported) return endpoints.has(exported) ? [exported] : null;
        // A constant of this file set to one of them.
        const variable = findVariable(context.sourceCode.getScope(node), node.name);
        const def = variable?.defs[0];
        if (def?.type === 'Variable' && def.parent?.kind === 'const') return endpointsOf(def.node.init, seen);
        return null;
      }

      return {
        ImportDeclaration(node) {
          const source = node.source.value;
          for (const spec of node.specifiers) {
            if (spec.type !== 'ImportSpecifier') continue;
            const imported = spec.imported.name ?? spec.imported.value;
            if (typeof source === 'string' && source.startsWith('@dapcon/contract')) contractNames.set(spec.local.name, imported);
            if (source === SDK && imported === 'call') callNames.add(spec.local.name);
            if (source === QUERY && (imported === 'invalidate' || imported === 'refreshAfter')) invalidateNames.add(spec.local.name);
            if (source === QUERY && imported === 'queryClient') queryClientNames.add(spec.local.name);
          }
        },
        CallExpression(node) {
          const callee = node.callee;
          if (callee.type === 'Identifier' && invalidateNames.has(callee.name)) {
            context.report({ node, messageId: 'invalidate' });
            return;
          }
          if (
            callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            queryClientNames.has(callee.object.name) &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'invalidateQueries'
          ) {
            context.report({ node, messageId: 'invalidate' });
            return;
          }
          if (callee.type !== 'Identifier' || !callNames.has(callee.name)) return;
          const names = endpointsOf(node.arguments[0]);
          if (!names) {
            context.report({ node, messageId: 'unknown' });
            return;
          }
          for (const name of names) {
            const endpoint = endpoints.get(name);
            if (isWriteDeclared(endpoint)) context.report({ node, messageId: 'write', data: { name, method: endpoint.stale && endpoint.method === 'GET' ? 'GET that declares stale' : endpoint.method } });
          }
        },
      };
    },
  };
}

function findVariable(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const variable = s.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** A remote's screen files: its source, tests, stories and test helpers left out. */
export const screenFiles = (remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  ignores: [`${remote}/src/**/*.{test,stories}.{ts,tsx}`, `${remote}/src/**/test-support.{ts,tsx}`],
});
