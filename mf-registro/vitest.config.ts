import { browserProject } from '../config/vitest.preset.ts';

export default browserProject('mf-registro');
