// The nginx site (deploy/nginx.mjs) sends the pages the same content security policy as the API does when
// it serves them itself (api/src/plugins/app/security-headers.ts): the two are written in two places, so
// this keeps them one policy.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../api/src/plugins/app/security-headers';
// @ts-expect-error: plain ES modules without types
import { CONTENT_SECURITY_POLICY, nginxSite } from './nginx.mjs';

describe('the nginx site', () => {
  it("sends the API's content security policy, with no remote on another origin", () => {
    const api = Object.entries(contentSecurityPolicy([])).map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
    expect(CONTENT_SECURITY_POLICY).toBe(api);
  });

  it('needs at least one API process, and proxies to each', () => {
    expect(() => nginxSite({ root: '/srv/web', listen: 80, apis: [] })).toThrow('at least one API process');
    const site = nginxSite({ root: '/srv/web', listen: 80, apis: ['127.0.0.1:8080', '127.0.0.1:8081'] }) as string;
    expect(site).toContain('server 127.0.0.1:8080 max_fails=1 fail_timeout=5s;');
    expect(site).toContain('server 127.0.0.1:8081 max_fails=1 fail_timeout=5s;');
  });
});
