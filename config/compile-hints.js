// V8's explicit compile hints (issue 38, sixth step; docs/performance.md 'Compiled while it downloads').
//
// V8 compiles a script's functions lazily: each on the main thread, the first time it is called. On a
// cold first visit that is most of the main thread's "compile and engine" time, spent between the
// first script and the first screen. A script whose first line is the magic comment
// `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other browsers read it as a comment) is
// compiled whole while it streams in, on a background thread, so its functions are ready when called.
//
// The build writes it at the top of every JavaScript file of at least `minBytes` (minified): the shell's,
// the areas' and their lazy screens' chunks, nearly all of whose functions run when their screen first
// shows. Smaller files are left as they are: they compile in little time, and each comment costs about
// 18 bytes over the wire after brotli, which /login's 240 kB ceiling counts. The comment goes in after
// minification (the minifier would drop it) and before the source maps and the content hashes are made,
// so the maps stay true (one line down) and a file's name still follows its bytes.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The smallest built script (minified bytes) that gets the hint. */
export const MIN_BYTES = 20_000;

const NAME = 'CompileHintsPlugin';

/** Whether a built asset gets the hint: a browser script (`.js`) of at least `minBytes`. */
export function wantsHint(file, bytes, minBytes) {
  return file.endsWith('.js') && bytes >= minBytes;
}

export class CompileHintsPlugin {
  /** @param {{ minBytes?: number }} [options] */
  constructor({ minBytes = MIN_BYTES } = {}) {
    this.minBytes = minBytes;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (OPTIMIZE_SIZE), before the source maps (DEV_TOOLING) and the real content hashes.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!wantsHint(file, source.size(), this.minBytes)) continue;
            compilation.updateAsset(file, new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
