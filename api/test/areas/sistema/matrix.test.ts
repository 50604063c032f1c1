import { sistemaMatrix } from '../../../src/areas/sistema/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('sistema', sistemaMatrix);
