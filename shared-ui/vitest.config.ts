import { browserProject } from '../config/vitest.preset';

// The common setup (the mock API, a clean portal per test) and the stories' decorators.
export default browserProject('@dapcon/shared-ui', { setupFiles: ['./src/test/setup.ts'] });
