import { dapconMatrix } from '../../../src/areas/dapcon/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('dapcon', dapconMatrix);
