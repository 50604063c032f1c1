// Publishing into a static root (deploy/deploy.mjs): versioned folders, the live pointers swapped by
// rename, the compatibility check that refuses an area the live shell cannot run, rollback, prune.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without types
import * as deploy from './deploy.mjs';

type Release = { part: string; live: string; previous: string[] };
const { publishShell, publishRemote, publishStorybook, rollback, releases, prune } = deploy as {
  publishShell: (root: string, dist: string) => string;
  publishStorybook: (root: string, dist: string) => string;
  publishRemote: (root: string, folder: string, dist: string) => string;
  rollback: (root: string, part: string) => string;
  releases: (root: string) => Release[];
  prune: (root: string, keep: number) => string[];
};

let work: string;
let root: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-deploy-'));
  root = path.join(work, 'web');
  fs.mkdirSync(root);
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** A shell build that provides shared-ui and shared-sdk at a version. */
function shellBuild(name: string, ui: string, body = name) {
  const dist = path.join(work, name);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), `<script src="/main.${name}.js"></script>`);
  fs.writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify({ frame: [`/frame.${name}.js`] }));
  fs.writeFileSync(path.join(dist, `main.${name}.js`), body);
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: [{ name: '@dapcon/shared-ui', version: ui }, { name: '@dapcon/shared-ui/frame', version: ui }, { name: '@dapcon/shared-sdk', version: '1.0.0' }, { name: 'react', version: '19.3.1' }] }),
  );
  return dist;
}

/** An area's build that needs shared-ui in a range. */
function remoteBuild(name: string, needs: string, body = name) {
  const dist = path.join(work, name);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), body);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mf_empresas', shared: [{ name: '@dapcon/shared-ui', requiredVersion: needs }, { name: 'react', requiredVersion: '^19.3.1' }] }));
  return dist;
}

describe('publishing', () => {
  it('publishes the shell, then an area into a versioned folder that remotes.json points at', () => {
    const shell = publishShell(root, shellBuild('s1', '1.2.0'));
    expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toContain('main.s1.js');
    expect(fs.existsSync(path.join(root, 'main.s1.js'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'shell', shell, 'index.html'))).toBe(true);
    const version = publishRemote(root, 'mf-empresas', remoteBuild('r1', '^1.0.0'));
    expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{8}$/);
    expect(json(path.join(root, 'remotes.json'))).toEqual({ mf_empresas: `/remotes/mf-empresas/${version}/mf-manifest.json` });
    expect(fs.readFileSync(path.join(root, 'remotes', 'mf-empresas', version, 'remoteEntry.js'), 'utf8')).toBe('r1');
    // Whole files only: no temporary file is left behind.
    expect(fs.readdirSync(root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('publishes the same build to the same folder', () => {
    publishShell(root, shellBuild('s1', '1.2.0'));
    const dist = remoteBuild('r1', '^1.0.0');
    expect(publishRemote(root, 'mf-empresas', dist)).toBe(publishRemote(root, 'mf-empresas', dist));
    expect(fs.readdirSync(path.join(root, 'remotes', 'mf-empresas'))).toHaveLength(1);
  });

  it('refuses an area built for a newer shared-ui than the live shell, naming the package, the range and the live version, and changes nothing', () => {
    publishShell(root, shellBuild('s1', '1.2.0'));
    const live = publishRemote(root, 'mf-empresas', remoteBuild('r1', '^1.0.0'));
    const before = fs.readFileSync(path.join(root, 'remotes.json'), 'utf8');
    expect(() => publishRemote(root, 'mf-empresas', remoteBuild('r2', '^1.3.0'))).toThrow(
      'Refused: mf-empresas needs what the live shell does not provide: @dapcon/shared-ui ^1.3.0 needed, 1.2.0 live.',
    );
    expect(fs.readFileSync(path.join(root, 'remotes.json'), 'utf8')).toBe(before);
    expect(releases(root).find((r) => r.part === 'mf-empresas')).toEqual({ part: 'mf-empresas', live, previous: [] });
    // Once a shell that provides 1.3 is live, the same build is taken.
    publishShell(root, shellBuild('s2', '1.3.0'));
    expect(publishRemote(root, 'mf-empresas', remoteBuild('r2', '^1.3.0'))).not.toBe(live);
  });

  it('refuses an area before any shell is live', () => {
    expect(() => publishRemote(root, 'mf-empresas', remoteBuild('r1', '^1.0.0'))).toThrow('publish the shell first');
  });

  it('refuses a shell that would not provide what a live area needs', () => {
    publishShell(root, shellBuild('s1', '1.3.0'));
    publishRemote(root, 'mf-empresas', remoteBuild('r1', '^1.3.0'));
    expect(() => publishShell(root, shellBuild('s2', '2.0.0'))).toThrow('Refused: live areas need what this shell does not provide: mf_empresas: @dapcon/shared-ui ^1.3.0 needed, 2.0.0 live');
    expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toContain('main.s1.js');
  });
});

describe("the areas' descriptors", () => {
  /** An area's build with its descriptor (area.json, written by the build beside its manifest). */
  function withArea(dist: string, paths: string[]) {
    const area = { name: { es: 'e', ca: 'e' }, screens: paths.map((p) => ({ path: p, access: 'user', title: { es: p, ca: p } })), menu: [] };
    fs.writeFileSync(path.join(dist, 'area.json'), JSON.stringify(area));
    return dist;
  }
  const pathsIn = () => ((json(path.join(root, 'remotes.json')).areas as Record<string, { screens: { path: string }[] }>).mf_empresas?.screens ?? []).map((s) => s.path);

  it("publishing writes the build's descriptor beside its entry, and a rollback the previous build's", () => {
    publishShell(root, shellBuild('s1', '1.2.0'));
    const v1 = publishRemote(root, 'mf-empresas', withArea(remoteBuild('r1', '^1.0.0'), ['/empresas']));
    expect(json(path.join(root, 'remotes.json'))).toMatchObject({ mf_empresas: `/remotes/mf-empresas/${v1}/mf-manifest.json` });
    expect(pathsIn()).toEqual(['/empresas']);
    publishRemote(root, 'mf-empresas', withArea(remoteBuild('r2', '^1.0.0'), ['/empresas', '/informes']));
    expect(pathsIn()).toEqual(['/empresas', '/informes']);
    rollback(root, 'mf-empresas');
    expect(pathsIn()).toEqual(['/empresas']);
    // A build from before the descriptors has none: the area's last one stays.
    publishRemote(root, 'mf-empresas', remoteBuild('r3', '^1.0.0'));
    expect(pathsIn()).toEqual(['/empresas']);
  });
});

describe('rollback, releases and prune', () => {
  it('rolls an area back to the version before, and the shell too', () => {
    const s1 = publishShell(root, shellBuild('s1', '1.2.0'));
    const s2 = publishShell(root, shellBuild('s2', '1.2.0'));
    const v1 = publishRemote(root, 'mf-empresas', remoteBuild('r1', '^1.0.0'));
    const v2 = publishRemote(root, 'mf-empresas', remoteBuild('r2', '^1.0.0'));
    expect(releases(root)).toEqual([
      { part: 'shell', live: s2, previous: [s1] },
      { part: 'mf-empresas', live: v2, previous: [v1] },
    ]);
    expect(rollback(root, 'mf-empresas')).toBe(v1);
    expect(json(path.join(root, 'remotes.json'))).toEqual({ mf_empresas: `/remotes/mf-empresas/${v1}/mf-manifest.json` });
    expect(fs.existsSync(path.join(root, 'remotes', 'mf-empresas', v2))).toBe(true);
    expect(() => rollback(root, 'mf-empresas')).toThrow(`No version of mf-empresas before ${v1}`);
    expect(rollback(root, 'shell')).toBe(s1);
    expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toContain('main.s1.js');
    // The frame's files the API's page names follow the live shell (a name that no build changes).
    expect(json(path.join(root, 'page-preloads.json'))).toEqual({ frame: ['/frame.s1.js'] });
  });

  it("a shell's publish makes its list of the signed-in frame's files live with its page", () => {
    publishShell(root, shellBuild('s1', '1.2.0'));
    expect(json(path.join(root, 'page-preloads.json'))).toEqual({ frame: ['/frame.s1.js'] });
    publishShell(root, shellBuild('s2', '1.2.0'));
    expect(json(path.join(root, 'page-preloads.json'))).toEqual({ frame: ['/frame.s2.js'] });
  });

  it('refuses to roll the shell back to one a live area cannot run on, and an area back to a build the live shell cannot run', () => {
    publishShell(root, shellBuild('s1', '1.2.0'));
    publishShell(root, shellBuild('s2', '1.3.0'));
    publishRemote(root, 'mf-empresas', remoteBuild('r1', '^1.3.0'));
    expect(() => rollback(root, 'shell')).toThrow('Refused: live areas need what this shell does not provide: mf_empresas: @dapcon/shared-ui ^1.3.0 needed, 1.2.0 live');
    expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toContain('main.s2.js');
    publishRemote(root, 'mf-empresas', remoteBuild('r2', '^1.0.0'));
    rollback(root, 'shell');
    expect(() => rollback(root, 'mf-empresas')).toThrow(/^Refused: mf-empresas \S+ needs what the live shell does not provide: @dapcon\/shared-ui \^1\.3\.0 needed, 1\.2\.0 live$/);
  });

  it('prunes the versions older than the last N, never the live one', () => {
    publishShell(root, shellBuild('s1', '1.2.0'));
    const versions = ['r1', 'r2', 'r3', 'r4'].map((name) => publishRemote(root, 'mf-empresas', remoteBuild(name, '^1.0.0')));
    rollback(root, 'mf-empresas'); // r3 live
    expect(prune(root, 1)).toEqual([`mf-empresas ${versions[0]}`, `mf-empresas ${versions[1]}`]);
    expect(fs.readdirSync(path.join(root, 'remotes', 'mf-empresas')).sort()).toEqual([versions[2], versions[3]].sort());
    expect(releases(root).find((r) => r.part === 'mf-empresas')?.live).toBe(versions[2]);
  });

  it("prunes an old shell's files at the root too, keeping those a kept shell shares", () => {
    const shared = (dist: string) => {
      fs.writeFileSync(path.join(dist, 'vendor.same.js'), 'the same in both');
      return dist;
    };
    publishShell(root, shared(shellBuild('s1', '1.2.0')));
    publishShell(root, shared(shellBuild('s2', '1.2.0')));
    expect(fs.existsSync(path.join(root, 'main.s1.js'))).toBe(true);
    expect(prune(root, 1)).toHaveLength(1);
    expect(fs.existsSync(path.join(root, 'main.s1.js'))).toBe(false);
    expect(fs.readdirSync(root).sort()).toEqual(['index.html', 'main.s2.js', 'mf-manifest.json', 'page-preloads.json', 'releases.json', 'remotes.json', 'shell', 'vendor.same.js']);
    expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toContain('main.s2.js');
  });
});

describe("the design system's Storybook", () => {
  /** A static Storybook as `npm run build-storybook` writes it: pages with inline scripts, index.json, hashed assets. */
  function storybookBuild(name: string) {
    const dist = path.join(work, name);
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), `<html><body><script>window.CONFIG_TYPE = '${name}';</script><script type="module">import './sb-manager/runtime.js';</script></body></html>`);
    fs.writeFileSync(path.join(dist, 'iframe.html'), `<html><head><script>window.LOGLEVEL = 'info';</script></head><body><script type="module" crossorigin src="./assets/iframe-Ab12Cd34.js"></script></body></html>`);
    fs.writeFileSync(path.join(dist, 'index.json'), JSON.stringify({ v: 5, entries: {} }));
    fs.writeFileSync(path.join(dist, 'assets', 'iframe-Ab12Cd34.js'), name);
    return dist;
  }
  const live = () => fs.readlinkSync(path.join(root, 'storybook', 'live'));
  const servedPage = (page: string) => fs.readFileSync(path.join(root, 'storybook', 'live', page), 'utf8');

  it('publishes a build into a versioned folder that storybook/live points at, its pages without an inline script, and needs no shell', () => {
    const dist = storybookBuild('b1');
    const version = publishStorybook(root, dist);
    expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{8}$/);
    expect(live()).toBe(version);
    for (const page of ['index.html', 'iframe.html']) expect(servedPage(page)).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const moved = fs.readdirSync(path.join(root, 'storybook', version)).filter((name) => name.startsWith('sb-inline-')).map((name) => servedPage(name)).sort();
    expect(moved).toEqual(["import './sb-manager/runtime.js';", "window.CONFIG_TYPE = 'b1';", "window.LOGLEVEL = 'info';"]);
    expect(fs.readFileSync(path.join(root, 'storybook', 'live', 'assets', 'iframe-Ab12Cd34.js'), 'utf8')).toBe('b1');
    // The build itself is left as it was; publishing it again changes nothing.
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain("<script>window.CONFIG_TYPE = 'b1';</script>");
    expect(publishStorybook(root, dist)).toBe(version);
    expect(fs.readdirSync(path.join(root, 'storybook')).sort()).toEqual([version, 'live'].sort());
    expect(releases(root)).toEqual([{ part: 'storybook', live: version, previous: [] }]);
  });

  it('refuses a folder without a built Storybook', () => {
    fs.mkdirSync(path.join(work, 'empty'));
    expect(() => publishStorybook(root, path.join(work, 'empty'))).toThrow(`No Storybook built in ${path.join(work, 'empty')}: run npm run build-storybook`);
    expect(fs.existsSync(path.join(root, 'storybook'))).toBe(false);
  });

  it('rolls back to the build before and prunes the old ones, never the live one', () => {
    const versions = ['b1', 'b2', 'b3'].map((name) => publishStorybook(root, storybookBuild(name)));
    expect(live()).toBe(versions[2]);
    expect(servedPage('index.html')).toBe(fs.readFileSync(path.join(root, 'storybook', versions[2] as string, 'index.html'), 'utf8'));
    expect(rollback(root, 'storybook')).toBe(versions[1]);
    expect(live()).toBe(versions[1]);
    expect(prune(root, 1)).toEqual([`storybook ${versions[0]}`]);
    expect(fs.readdirSync(path.join(root, 'storybook')).sort()).toEqual(['live', versions[1], versions[2]].sort());
    expect(fs.readdirSync(path.join(root, 'storybook')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
