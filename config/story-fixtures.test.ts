// @vitest-environment happy-dom
// The stories' own fixtures against the contract (issue 34, item 4: stories keep fixtures, and a test
// checks every fixture against its endpoint's response schema). The mock's default answers are checked
// in mocks/src/fixtures-contract.test.ts; a story adds answers of its own (`mockEndpoint(endpoint, …)`
// in its `api`), which only a designer opening it would otherwise see break. Every story file of every
// workspace is imported while the mock layer lists the handlers `mockEndpoint` makes; each story answer
// to a read is then asked, as its screen would ask it, and its data must be exactly what the endpoint's
// response schema declares (the schema the SDK checks the real API's answers with).
import { getResponse } from 'msw';
import type * as Msw from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureIssues, fixtureRequest, recordMockEndpoints } from '@dapcon/mocks/fixture-check';

/** What a story of a loading state holds its answer with (`delay('infinite')`), thrown here instead. */
class NeverAnswers extends Error {}

// MSW's `delay`, as the stories call it: 'infinite' (a loading state) throws NeverAnswers, so such an
// answer is told from a slow one by what it is, not by how long it takes; a finite delay is none.
vi.mock('msw', async (original) => ({
  ...(await original<typeof Msw>()),
  delay: (duration?: unknown) => (duration === 'infinite' ? Promise.reject(new NeverAnswers()) : Promise.resolve()),
}));

const recorded = recordMockEndpoints();
const STORY_FILES = import.meta.glob(['../shared-ui/src/**/*.stories.tsx', '../shell/src/**/*.stories.tsx', '../mf-*/src/**/*.stories.tsx']);

/** Each recorded handler's story file. */
const fileOf: string[] = [];

beforeAll(async () => {
  for (const [file, load] of Object.entries(STORY_FILES)) {
    await load();
    while (fileOf.length < recorded.length) fileOf.push(file.replace(/^\.\.\//, ''));
  }
}, 600_000);

describe("the stories' own fixtures", () => {
  it('finds the story files and the answers they give', () => {
    expect(Object.keys(STORY_FILES).length).toBeGreaterThan(80);
    expect(new Set(fileOf).size).toBeGreaterThan(20);
  });

  it("answer each read with exactly what the endpoint's response schema declares", async () => {
    const reads = [...recorded.entries()].filter(([, { endpoint }]) => endpoint.method === 'GET' && endpoint.envelope !== false);
    const answers = await Promise.all(
      reads.map(async ([index, { endpoint, handler }]) => {
        const where = `${fileOf[index]}: ${endpoint.id}`;
        const response = await getResponse([handler], await fixtureRequest(endpoint)).catch((error: unknown) => {
          if (error instanceof NeverAnswers) return 'pending' as const;
          throw error;
        });
        if (response === 'pending') return { where, kind: 'pending' as const };
        // A story of an error state answers one on purpose; a story of a download answers no JSON.
        if (!response || response.status >= 300) return { where: `${where} (${response?.status ?? 'no answer'})`, kind: 'refusal' as const };
        if (!(response.headers.get('content-type') ?? '').includes('json')) return { where, kind: 'file' as const };
        const body = (await response.json()) as { data?: unknown };
        return { where, kind: 'checked' as const, issues: fixtureIssues(endpoint, body.data).map((issue) => `${where}: ${issue}`) };
      }),
    );
    const of = (kind: string) => answers.filter((a) => a.kind === kind).map((a) => a.where);
    console.info(`story answers to reads: ${of('checked').length} checked; refusals (error states): ${of('refusal').join('; ')}; never answered (loading states): ${of('pending').join('; ')}`);
    expect(of('checked').length).toBeGreaterThan(40);
    expect(answers.flatMap((a) => ('issues' in a ? a.issues : []))).toEqual([]);
  }, 300_000);
});
