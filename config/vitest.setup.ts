/// <reference types="vite/client" />
// Test environment of the shell and the remotes: jest-dom matchers, the browser APIs Chakra/Ark
// expect but happy-dom lacks, the mock API, and a clean portal (no session, Spanish, empty storage,
// the mock API's defaults) per test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMocks } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { setLanguage, useAreas, useSession, type AreaDescriptor, type RemoteName } from '@dapcon/shared-sdk';
import { queryClient } from '@dapcon/shared-sdk/query';
import './happy-dom-stubs';

// One time scale for every wait (findBy…, waitFor): what a test waits for comes when it comes, and on two
// cores running two suites at once a screen took up to 19 s to settle where it takes 1 s alone. Testing
// Library's default of 1 s, and the 3–10 s some files set (a per-file configure() also leaked into the
// files its worker ran next), failed tests on a busy machine; a limit is a safety net, never a speed
// target (issue 33, item 28). An explicit wait in a test is 30 s too.
configure({ asyncUtilTimeout: 30_000 });

// The one mock layer: every request the SDK sends is answered by the mock API (a request it has no
// answer for fails the test). Workers keep their modules between files, so it starts once per copy of
// the mock layer. A file that resets the module registry (vi.resetModules: theme.test.ts, the session's
// and the registry's tests) leaves the next file of its worker with new copies of every module: that
// file's copy must be the one listening, or its requests are answered, logged and overridden
// (`mockServer.use`) by the old copy, which its `mockRequests()` never sees (issue 33, item 28: a list's
// first request went unlogged whenever useListState.test.tsx ran right after theme.test.ts).
const LISTENING = Symbol.for('dapcon.mockServer.listening');
beforeAll(() => {
  const state = globalThis as { [LISTENING]?: typeof mockServer };
  if (state[LISTENING] === mockServer) return;
  state[LISTENING]?.close();
  mockServer.listen({ onUnhandledRequest: 'error' });
  state[LISTENING] = mockServer;
});

// The live areas, as /remotes.json hands them to the shell in the product: each remote's descriptor
// (its src/area.ts, found by the test runner rather than imported by name). A test may set others.
const AREA_FILES = import.meta.glob<{ default: AreaDescriptor }>('../mf-*/src/area.ts', { eager: true });
const AREAS = Object.fromEntries(
  Object.entries(AREA_FILES).map(([file, mod]) => [(/(mf-[a-z-]+)\/src\/area\.ts$/.exec(file)?.[1] ?? file).replaceAll('-', '_') as RemoteName, mod.default]),
);
beforeEach(() => {
  useAreas.setState({ areas: AREAS, unavailable: [] });
});

afterEach(async () => {
  cleanup();
  mockServer.resetHandlers();
  resetMocks();
  queryClient.clear();
  useSession.getState().signOut();
  useSession.setState({ lastPath: null, lastPathOwner: null, justSignedIn: false, justSignedOut: false });
  useSession.getState().setLang('es');
  await setLanguage('es');
  localStorage.clear();
});
