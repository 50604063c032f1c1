import { authMatrix } from '../../../src/areas/auth/matrix';
import { describeMatrix } from '../../matrix';

describeMatrix('auth', authMatrix);
