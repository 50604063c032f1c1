import { panelMatrix } from '../../../src/areas/panel/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('panel', panelMatrix);
