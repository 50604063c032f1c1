/** The RCP catalogue as the routes answer it. */
import { IDIOMA_ID, type RcpOpcion } from '@dapcon/contract';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { listRcpOpciones } from './repository';

/** The RCPs of the creation modal's select, named in `lang`; `novigentes` adds the superseded ones. */
export function rcpOpciones(db: Database, lang: Lang, novigentes: boolean | undefined): Promise<RcpOpcion[]> {
  return listRcpOpciones(db, IDIOMA_ID[lang], novigentes === true);
}
