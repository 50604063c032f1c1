import { consultoresMatrix } from '../../../src/areas/consultores/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('consultores', consultoresMatrix);
