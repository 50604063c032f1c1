import { contenidosMatrix } from '../../../src/areas/contenidos/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('contenidos', contenidosMatrix);
