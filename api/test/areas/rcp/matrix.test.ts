import { rcpMatrix } from '../../../src/areas/rcp/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('rcp', rcpMatrix);
