// Standalone development page of this remote (webpack serve).
import { mountDevHarness } from '../../config/dev-harness';
import Routes from './routes';

void mountDevHarness(Routes, '/');
