// Standalone development page of this remote (webpack serve): the same providers as the shell.
import { mountDevHarness } from '../../config/dev-harness';
import Routes from './routes';

void mountDevHarness(Routes, '/login');
