import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { i18n, type Lang } from '@dapcon/shared-sdk';
import '../i18n';

// One clone per language, sharing the texts of the portal's one instance: a story in Catalan does
// not switch the language of the stories (or tests) around it.
const instances = new Map<Lang, typeof i18n>();

function instanceIn(lang: Lang): typeof i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: lang });
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * A story decorator that shows the story in one of the portal's languages: the design system's own
 * texts and the contract's messages (field errors, server messages) as a user of that language sees them.
 *
 * @example
 * export const Catalan: Story = { args: { error: MSG.documentoObligatorio }, decorators: [inLanguage('ca')] };
 */
export function inLanguage(lang: Lang): Decorator & { lang: Lang } {
  const instance = instanceIn(lang);
  const decorator: Decorator = (Story) => (
    <I18nextProvider i18n={instance}>
      <Story />
    </I18nextProvider>
  );
  // The language it pins, so a check can tell a story pinned to Catalan (storybook/docs-coverage.test.ts).
  return Object.assign(decorator, { lang });
}
