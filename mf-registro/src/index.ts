// Standalone development page of this remote (webpack serve): its panel, for the demo's first published declaration.
import { createElement } from 'react';
import { mountDevHarness } from '../../config/dev-harness';
import EnlaceRegistro from './enlace/EnlaceRegistro';

void mountDevHarness(() => createElement(EnlaceRegistro, { codigo: 'DAPcon-2026-0001' }), '/');
