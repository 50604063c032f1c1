// Every text bundle of the portal, loaded into the one i18next instance: the common namespace
// (shared-sdk), the design system's and each app's. `npm run i18n:check` and the unit test
// i18n-catalogue.test.ts read the same list, so a new bundle is added here once.
import '../shared-ui/src/i18n';
import '../shell/src/i18n';
import '../mf-auth/src/i18n';
import '../mf-home/src/i18n';

export { missingTranslations, i18n } from '@dapcon/shared-sdk';
