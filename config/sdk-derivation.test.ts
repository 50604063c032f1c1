import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_ENDPOINTS, pathParameters } from '@dapcon/contract';
import { call, configureApi } from '../shared-sdk/src/client/index';

// Every endpoint of the contract is callable through the one generic `call`: its method, path
// (parameters filled) and body encoding come from the endpoint object, with nothing written per
// endpoint in the SDK. The API's side of the same derivation is api/test/endpoints.test.ts. Here, beside the
// repository's other checks over the whole contract, since shared-sdk names no area's contract (issue 34, item 2).
describe('call derives each request from its endpoint object', () => {
  afterEach(() => configureApi({}));

  it.each(ALL_ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (_id, endpoint) => {
    configureApi({ baseUrl: 'http://api.test/api' });
    const sent: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push(request);
        await request.clone().text();
        return new Response(JSON.stringify({ status: 'Error', message: 'x' }), { status: 400, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const params = Object.fromEntries(pathParameters(endpoint.path).map((name) => [name, '1']));
    const input = { params, query: {}, body: endpoint.multipart ? {} : endpoint.body ? {} : undefined };
    // Unchecked, so every endpoint sends something: the request's shape is what is tested here.
    await expect(call(endpoint, input as never, { validate: false })).rejects.toMatchObject({ status: 400 });

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe(endpoint.method);
    expect(new URL(request?.url ?? '').pathname).toBe(`/api${endpoint.path.replace(/:\w+/g, '1')}`);
    const type = request?.headers.get('Content-Type') ?? '';
    if (endpoint.multipart) expect(type).toMatch(/^multipart\/form-data/);
    else if (endpoint.body) expect(type).toContain('application/json');
    else expect(type).toBe('');
  });
});
