// Runs drizzle-kit (`npm run db:generate -w api`) with drizzle-orm resolved
// from this workspace. npm installs drizzle-kit at the repository root but
// drizzle-orm under api/node_modules, and drizzle-kit, looking from its own
// folder, then fails with "Please install latest version of drizzle-orm".
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiPackage = new URL('../package.json', import.meta.url);
// ES module lookups: `import('drizzle-orm/version')`.
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        const own = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
        return next(specifier, own ? { ...context, parentURL: ${JSON.stringify(apiPackage.href)} } : context);
      }`),
);
// CommonJS lookups: `require('drizzle-orm')` in the bin honours NODE_PATH once re-read.
process.env.NODE_PATH = [fileURLToPath(new URL('../node_modules', import.meta.url)), process.env.NODE_PATH]
  .filter(Boolean)
  .join(path.delimiter);
Module._initPaths();

const require = createRequire(apiPackage);
// The package does not export its bin: it sits next to its main file.
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
