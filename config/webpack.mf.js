// One webpack + Module Federation preset for the shell and every remote.
// Each app's webpack.config.js only names itself and what it exposes.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import TerserPlugin from 'terser-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { AreaDescriptorPlugin } from './area-descriptor.js';
import { CompileHintsPlugin } from './compile-hints.js';
import { PortableIdsPlugin } from './portable-ids.js';
import { ScreenPreloadPlugin, StartupPreloadPlugin } from './startup-preload.js';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const installedVersion = (pkg) => readJson(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

/**
 * The singletons every part shares (ARCHITECTURE.md, "Module Federation"): React and the two workspace
 * singletons. Everything else (Chakra, the router, emotion, TanStack Query, zustand, i18next,
 * react-i18next, react-hook-form) is reached only through shared-sdk and shared-ui (ESLint keeps it
 * so): it is built once, inside them, tree-shaken to what the portal uses. A module shared through
 * Module Federation is shared whole.
 * With `hostProvided`, a remote bundles no fallback copy of them and takes the shell's: its
 * production build is a fraction of the size and time, and the product can never load a second React.
 * `needs` are the app's package.json dependencies: the range it declares for shared-ui and shared-sdk
 * (`^1.2.0`) is the `requiredVersion` its manifest records, which publishing and the shell check against
 * the version the live shell provides (docs/deploy.md).
 */
export function sharedSingletons({ hostProvided = false, needs = {} } = {}) {
  const libs = ['react', 'react-dom'];
  const shared = {};
  for (const lib of libs) {
    const version = installedVersion(lib);
    shared[lib] = { singleton: true, requiredVersion: `^${version}`, version, ...(hostProvided ? { import: false } : {}) };
  }
  // Subpath imports (react/jsx-runtime, react-dom/client) need their own keys.
  for (const lib of ['react', 'react-dom']) shared[`${lib}/`] = { ...shared[lib] };
  for (const ws of ['shared-sdk', 'shared-ui']) {
    const { name, version, exports } = readJson(path.join(root, ws, 'package.json'));
    // The entry points (`@dapcon/shared-ui/frame`, `/data`…, `@dapcon/shared-sdk/query`) are shared one
    // by one, so a page downloads only those its screens import, and each is still one instance.
    for (const [subpath, file] of Object.entries(exports)) {
      const key = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
      // Workspace links defeat version inference: state it. The shell provides every entry point,
      // whether or not its own code imports it (a request by path is provided unconditionally).
      const imported = hostProvided ? { import: false } : { import: path.join(root, ws, file) };
      shared[key] = { singleton: true, requiredVersion: needs[name] ?? `^${version}`, version, ...imported };
    }
  }
  return shared;
}

/** React Router's production build in place of the development one its package exports. */
function reactRouterProduction() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [root] })), 'dist/production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * @param {object} o
 * @param {string} o.dir        the app folder (import.meta.dirname of its config)
 * @param {string} o.name       container name, an identifier: 'shell', 'mf_empresas'
 * @param {Record<string,string>} [o.exposes]  remotes only
 * @param {boolean} [o.host]    the shell
 * @param {string} [o.area]     a remote's descriptor (default: its src/area.ts), written as area.json
 */
export function federatedConfig({ dir, name, exposes, host = false, area = path.join(dir, 'src/area.ts') }) {
  const pkg = readJson(path.join(dir, 'package.json'));
  return (env, argv) => {
    const dev = argv.mode !== 'production';
    // In production a remote is only its container (remoteEntry.js + exposed chunks);
    // its standalone page (src/index.ts) exists for development.
    const standalone = host || dev;
    return {
      context: dir,
      entry: standalone ? { main: './src/index.ts' } : {},
      mode: dev ? 'development' : 'production',
      // No eval() in development either: a remote from its dev server runs inside the portal, whose content
      // security policy has no 'unsafe-eval' (README, 'Working on one remote alone').
      devtool: dev ? 'cheap-module-source-map' : 'source-map',
      target: ['web', 'es2022'],
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // React Router's package points every condition at its development build, whose warnings
        // (ENABLE_DEV_WARNINGS) are all that sets it apart: a production build takes the production one.
        alias: dev ? {} : reactRouterProduction(),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules[\\/](?!@dapcon)/,
            loader: 'esbuild-loader',
            options: { target: 'es2022', jsx: 'automatic', tsconfig: path.join(dir, 'tsconfig.json') },
          },
          { test: /\.(png|svg|jpe?g|gif|webp)$/i, type: 'asset/resource' },
          // @emotion/react imports hoist-non-react-statics for its side effects alone (`import '…'`), for
          // withTheme, which the portal never uses; the package does not say it has none, so it stayed
          // in /login (1.2 kB brotli with its copy of react-is). It has none: used, it stays.
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      // SWC's minifier (through terser-webpack-plugin) removes what nothing uses inside webpack's module
      // wrappers, which esbuild's does not: valibot, for one, shrinks to the schemas a part uses.
      optimization: {
        runtimeChunk: false,
        mangleExports: 'size',
        // Ids that do not depend on the folder the build runs in (config/portable-ids.js).
        ...(dev ? {} : { moduleIds: false }),
        // The texts every entry point reads (the contract's portal-wide messages, the SDK's and the
        // design system's catalogues) in one chunk: small modules are otherwise repeated in every shared
        // entry point's chunk that needs them, and a page downloaded them three or four times. (A remote
        // shares no entry point: there, one more chunk would only add a request.)
        ...(host && {
          splitChunks: {
            cacheGroups: {
              texts: {
                test: /[\\/](contract[\\/]src[\\/]core[\\/]messages|shared-sdk[\\/]src[\\/]i18n[\\/](messages|resources)|shared-ui[\\/]src[\\/]i18n)\.ts$/,
                name: 'texts',
                chunks: 'all',
                minSize: 0,
                enforce: true,
              },
              // Chakra's modules every entry point of shared-ui builds on (the anatomy of each component,
              // the recipe context, the icons) go with the texts: left to webpack's defaults they were
              // copied into each lazy entry point's chunk (24 kB of source once the list kit came).
              chakraCore: {
                test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](anatomy|styled-system[\\/]create-recipe-context|components[\\/]icons)\.js$/,
                name: 'texts',
                chunks: 'all',
                minSize: 0,
                enforce: true,
              },
            },
          },
        }),
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: 2, terserOptions: { ecma: 2020, compress: { passes: 3, ecma: 2020 }, mangle: true } })],
      },
      experiments: { topLevelAwait: true },
      performance: { hints: false },
      plugins: [
        ...(dev ? [] : [new PortableIdsPlugin({ root })]),
        // Chromium compiles each larger script whole while it downloads (config/compile-hints.js).
        ...(dev ? [] : [new CompileHintsPlugin()]),
        // A remote's screens and menu entries, for the shell (config/area-descriptor.js).
        // (Every remote of the product has one: config/areas.test.ts reads each.)
        ...(host || !fs.existsSync(area) ? [] : [new AreaDescriptorPlugin(area)]),
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons({ hostProvided: !standalone, needs: pkg.dependencies }),
          shareStrategy: 'loaded-first',
          // The shell provides the federation runtime (~28 KiB gzip) and production remotes reuse it.
          // `optimization.target: 'web'` leaves the runtime's Node loaders out of the browser build.
          experiments: {
            asyncStartup: true,
            optimization: { target: 'web' },
            ...(host ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
          },
          dts: false,
          manifest: true,
        }),
        // The page as text (templateContent), not compiled as a template: a template is a child
        // compilation, and Module Federation would build every provided module a second time into it.
        ...(host ? [new HtmlWebpackPlugin({ templateContent: fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8'), favicon: path.join(dir, 'public/favicon.svg'), publicPath: '/' })] : []),
        // The chunks the shell's start needs, asked for beside main.js (config/startup-preload.js).
        ...(host && !dev ? [new StartupPreloadPlugin({ publicPath: '/' })] : []),
        // Which chunks serve which of a remote's routes, for the page of a path it opens (same file).
        ...(!host && !dev ? [new ScreenPreloadPlugin()] : []),
        ...(!host && dev ? [new HtmlWebpackPlugin({ templateContent: fs.readFileSync(path.join(root, 'config/dev.html'), 'utf8'), filename: 'dev.html', chunks: ['main'] })] : []),
        // The runtime plugin that hands the shell's federation runtime to the remotes is injected as
        // CommonJS, which pulls a second (CommonJS) copy of the whole runtime next to the ES module one
        // the shell imports: take its ES module build, so the runtime is bundled once (-19 KiB gzip).
        new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (r) => {
          r.request = r.request.replace(/index\.cjs$/, 'index.js');
        }),
        // Chakra's default theme module builds a config holding every recipe at load time, which keeps
        // all of them (~115 KiB minified) in the bundle although the portal's theme picks its own.
        new webpack.NormalModuleReplacementPlugin(/^\.\/(slot-)?recipes\.js$/, (r) => {
          if (/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme$/.test(r.context)) r.request = path.join(root, 'config/chakra-recipes-stub.js');
        }),
        // MOCK_API=1 npm run dev -w mf-…: the standalone page answers the API with the mock layer.
        new webpack.DefinePlugin({ 'process.env.MOCK_API': JSON.stringify(dev ? (process.env.MOCK_API ?? '') : '') }),
      ],
      devServer: {
        port: Number(process.env.PORT ?? pkg.config?.port ?? 3000),
        historyApiFallback: host ? { index: '/index.html' } : { index: '/dev.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The mock layer's service worker, at the root of the standalone page (MOCK_API=1).
        setupMiddlewares: (middlewares) => [
          { name: 'mock-service-worker', path: '/mockServiceWorker.js', middleware: (_req, res) => res.type('text/javascript').send(fs.readFileSync(require.resolve('msw/mockServiceWorker.js'))) },
          ...middlewares,
        ],
        proxy: [{ context: ['/api', '/remotes.json', '/remotes'], target: process.env.API_ORIGIN ?? 'http://localhost:8080' }],
        hot: false,
        liveReload: true,
      },
      stats: 'errors-warnings',
    };
  };
}
