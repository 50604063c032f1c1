// Module ids and manifests that are the same wherever the product is built (issue 33, item 26).
//
// webpack's `deterministic` module ids hash each module's name made relative to the app's folder. Two
// modules of Module Federation escape that: the federation runtime's entry, which the plugin writes to
// `<cwd>/node_modules/.federation/entry.<hash of absolute paths>.js`, and the container entry, whose name
// holds that absolute path after a space, where webpack does not make paths relative. Their ids then
// change with the folder, and with them every name of the chunk that holds them (the shell's main.js, a
// remote's remoteEntry.js): a rebuild elsewhere gave every user new files to download, and a size
// budget could pass in one folder and fail in another. These ids are webpack's own deterministic ones
// (the same hash, the same 3-digit start, the same widening), over names with the build's folder taken
// out and the runtime entry's hash dropped, and conflicts settled by that name alone, not by the order
// in which modules were reached, which Module Federation's asynchronous steps can change between runs.
//
// The federation manifest's `usedIn` lists come in the order in which the build reached each exposed
// module, which also changes between runs: they are sorted.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');

const ConcatenatedModule = require('webpack/lib/optimize/ConcatenatedModule');

const NAME = 'PortableIdsPlugin';

/** A module's name (or a text that names modules) without the folders of this build. */
export function portableModuleName(name, folders) {
  let portable = name;
  for (const folder of folders) portable = portable.split(folder).join('');
  return portable.replace(/([\\/]\.federation[\\/]entry)\.[0-9a-f]+(\.js)/g, '$1$2');
}

/** Sorts every `usedIn` list of a federation stats or manifest file, leaving the rest as written. */
export function sortUsedIn(json) {
  if (Array.isArray(json)) return json.map(sortUsedIn);
  if (!json || typeof json !== 'object') return json;
  return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, k === 'usedIn' && Array.isArray(v) ? [...v].sort() : sortUsedIn(v)]));
}

export class PortableIdsPlugin {
  /** @param {{ root: string }} o the repository's root, the folder every part is built under */
  constructor({ root }) {
    this.root = root;
  }

  apply(compiler) {
    const folders = [this.root, process.cwd()].sort((a, b) => b.length - a.length);
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.moduleIds.tap({ name: NAME, stage: -10 }, () => {
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        const nameOf = (m) => portableModuleName(getFullModuleName(m, compiler.context, compiler.root), folders);
        // A concatenated module is named by the modules it holds: its root, which webpack picks among
        // equals in the order the build reached them, and its own name's hash can both change.
        const concatenated = (m) => `concatenated ${createHash('md5').update(m.modules.map(nameOf).sort().join(' ')).digest('hex')}`;
        const names = new Map(modules.map((m) => [m, m instanceof ConcatenatedModule ? concatenated(m) : nameOf(m)]));
        assignDeterministicIds(
          modules,
          (m) => names.get(m),
          (a, b) => (names.get(a) < names.get(b) ? -1 : names.get(a) > names.get(b) ? 1 : 0),
          (m, id) => {
            if (usedIds.has(`${id}`)) return false;
            usedIds.add(`${id}`);
            compilation.chunkGraph.setModuleId(m, id);
            return true;
          },
          [1000],
          10,
          usedIds.size,
        );
      });
      // The source maps and the federation's stats name the build's folder (the runtime entry's imports,
      // the shared modules' files): named from the repository instead.
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          const manifest = /^mf-(stats|manifest)\.json$/.test(file);
          if (!manifest && !file.endsWith('.map')) continue;
          const text = portableModuleName(assets[file].source().toString(), folders);
          compilation.updateAsset(file, new webpack.sources.RawSource(manifest ? JSON.stringify(sortUsedIn(JSON.parse(text)), null, 2) : text));
        }
      });
    });
  }
}
