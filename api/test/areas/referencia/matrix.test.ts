import { referenciaMatrix } from '../../../src/areas/referencia/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('referencia', referenciaMatrix);
