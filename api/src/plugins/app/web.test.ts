import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './web';

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['remotes/mf-auth/mf-manifest.json', 'no-cache'],
    ['remotes/mf-auth/remoteEntry.js', 'no-cache'],
    ['favicon.svg', 'no-cache'],
    ['main.3f2a1b9c.js', 'public, max-age=31536000, immutable'],
    ['remotes/mf-auth/412.0a1b2c3d.js', 'public, max-age=31536000, immutable'],
    ['vendors-node_modules_react.9f8e7d6c.js.map', 'public, max-age=31536000, immutable'],
    ['static/a1b2c3d4e5f60718293a.png', 'public, max-age=31536000, immutable'],
    ['logo-dapcon.png', 'no-cache'],
  ])('%s → %s', (file, policy) => {
    expect(cacheControlFor(file)).toBe(policy);
  });
});
