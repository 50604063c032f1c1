import { registroMatrix } from '../../../src/areas/registro';
import { describeMatrix } from '../../matrix';

describeMatrix('registro', registroMatrix);
