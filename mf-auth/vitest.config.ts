import { browserProject } from '../config/vitest.preset';

export default browserProject('mf-auth');
