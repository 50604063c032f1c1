// Test environment of the shell and the remotes: jest-dom matchers, the browser APIs Chakra/Ark
// expect but happy-dom lacks, and a clean portal (no session, Spanish, empty storage) per test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient, setLanguage, useSession } from '@dapcon/shared-sdk';
import './happy-dom-stubs';

afterEach(async () => {
  cleanup();
  queryClient.clear();
  useSession.getState().signOut();
  useSession.setState({ lastPath: null, lastPathOwner: null, justSignedIn: false, justSignedOut: false });
  useSession.getState().setLang('es');
  await setLanguage('es');
  localStorage.clear();
});
