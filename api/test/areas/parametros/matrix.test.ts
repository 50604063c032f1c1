import { parametrosMatrix } from '../../../src/areas/parametros/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('parametros', parametrosMatrix);
