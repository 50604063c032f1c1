// An area's descriptor (its src/area.ts: name, top-level screens, menu entries; docs/architecture.md,
// "Each area declares its screens") as data: the build writes it beside the area's manifest as
// area.json, and publishing copies it into /remotes.json, where the shell reads it.
import { build } from 'esbuild';
import webpack from 'webpack';

/**
 * Evaluates an area.ts and answers its default export. Its imports are types (erased) or plain data.
 *
 * @param {string} file
 */
export async function readAreaDescriptor(file) {
  const out = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node22', logLevel: 'silent' });
  const code = out.outputFiles[0].text;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  if (!mod.default || typeof mod.default !== 'object') throw new Error(`${file} has no default export (the area's descriptor)`);
  return mod.default;
}

/** Emits `area.json`, the area's descriptor, beside the remote's mf-manifest.json. */
export class AreaDescriptorPlugin {
  /** @param {string} file the area's src/area.ts */
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AreaDescriptorPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tapPromise({ name: 'AreaDescriptorPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const area = await readAreaDescriptor(this.file);
        compilation.emitAsset('area.json', new webpack.sources.RawSource(`${JSON.stringify(area, null, 2)}\n`));
      });
    });
  }
}
