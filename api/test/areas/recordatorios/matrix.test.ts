import { recordatoriosMatrix } from '../../../src/areas/recordatorios/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('recordatorios', recordatoriosMatrix);
