import { finanzasMatrix } from '../../../src/areas/finanzas/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('finanzas', finanzasMatrix);
