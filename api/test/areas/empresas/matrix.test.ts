import { empresasMatrix } from '../../../src/areas/empresas/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('empresas', empresasMatrix);
