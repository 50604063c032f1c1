/** The pages' script (build-pages.mjs bundles it as paginas/registro.[hash].js): a module script, run after the document is parsed. */
import { hidratar } from './hidratar';

hidratar();
