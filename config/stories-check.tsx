// Every story, rendered and checked by axe (issue 37): each workspace's `src/stories.test.tsx` hands
// its story files to `checkStories`, which declares one test per story. A test fails when the story
// throws while rendering (an error boundary's text included) or when axe finds a WCAG 2.1 A or AA
// violation in what it shows once the mock API has answered (the answers a story puts off for good,
// its loading state, excepted) and its play, if it has one, has run: a play that fails fails the test.
// docs/design-system.md 'Accessibility'.
//
// What axe cannot judge here: colour contrast and anything else that needs a layout (happy-dom lays
// nothing out), and what belongs to a whole page (its title, its language, a way past the menu). The
// Playwright sweep over the product's screens in Chromium checks those (e2e/tests/a11y.spec.ts).
import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import { configure as configurePlays } from 'storybook/test';
import type { ReactNode } from 'react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { requestsWaitingForever, resetWaitingForever } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import preview from '../shared-ui/.storybook/preview';

/** WCAG 2.0 and 2.1, levels A and AA: what the portal promises (docs/design-system.md). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Rules a story cannot be judged by here: layout (happy-dom has none) and the page's own. */
const NOT_IN_A_STORY = ['color-contrast', 'document-title', 'html-has-lang', 'html-lang-valid', 'bypass', 'meta-viewport'];

/** A violation as one readable line: the rule, how many elements, the first element's HTML. */
function describeViolation(v: axe.Result): string {
  return `${v.id} (${v.impact ?? '?'}): ${v.help} ×${v.nodes.length} — ${v.nodes[0]?.html.slice(0, 160) ?? ''}`;
}

/** The requests the mock API has started and not finished (msw's lifecycle events). */
const inFlight = new Set<string>();
let listening = false;
function trackRequests() {
  if (listening) return;
  listening = true;
  mockServer.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
  mockServer.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
}

/**
 * The browser's own rule for the `hidden` attribute, which happy-dom's styles lack: without it axe takes
 * a hidden input (a file field's, a slider's) for a visible control.
 */
function browserDefaults(): void {
  if (document.getElementById('stories-check-defaults')) return;
  const style = document.createElement('style');
  style.id = 'stories-check-defaults';
  style.textContent = '[hidden]:not([hidden="until-found"]) { display: none !important; }';
  document.head.append(style);
}

/** Waits until every request the story sent has its answer, but those put off for good; then lets React render them. */
async function settled(): Promise<void> {
  await waitFor(() => expect(inFlight.size).toBeLessThanOrEqual(requestsWaitingForever()), { timeout: 30_000 });
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Runs axe over the document (a story's modal lives in a portal under the body). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: Object.fromEntries(NOT_IN_A_STORY.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
    // A story's frames (a template's preview) are not axe's to enter here: happy-dom runs no frame.
    iframes: false,
  });
  return result.violations.map(describeViolation);
}

/**
 * Runs a story's play as Storybook runs it in the browser: outside React's test-only `act()`, whose
 * batching would hold the screen still while the play waits for it to change (storybook/test's waits
 * are not act-aware as Testing Library for React's are), so React renders as it does in a page.
 */
async function playAsInTheBrowser(play: NonNullable<ComposedStory['play']>, canvasElement: HTMLElement): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await play({ canvasElement });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

type StoryModule = Record<string, unknown>;
/** A composed story, as this check uses one: its loaders, the component, then its play (the clicks that reach its state). */
type ComposedStory = {
  (): ReactNode;
  load: () => Promise<void>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};

// A play's waits (findBy…, waitFor from storybook/test, its own copy of Testing Library) on the one time
// scale of every other wait here (vitest.setup.ts): what it waits for comes when it comes on a busy machine.
configurePlays({ asyncUtilTimeout: 30_000 });

/**
 * Declares a test per story of `files` (`import.meta.glob('./**\/*.stories.tsx', { eager: true })`):
 * its loaders run (the mock API's answers), it renders inside the stories' decorators (the portal's
 * theme, the toolbar's language), and once the API has answered it must show no error and no axe
 * violation.
 */
export function checkStories(files: Record<string, StoryModule>): void {
  for (const [file, module] of Object.entries(files)) {
    const stories = composeStories(module as Parameters<typeof composeStories>[0], preview);
    describe(file.replace(/^\.\//, ''), () => {
      for (const [name, Story] of Object.entries(stories) as [string, ComposedStory][]) {
        it(`${name} renders with no accessibility violation`, async () => {
          trackRequests();
          browserDefaults();
          inFlight.clear();
          resetWaitingForever();
          const errors: unknown[] = [];
          const onError = (event: ErrorEvent) => errors.push(event.error);
          window.addEventListener('error', onError);
          try {
            await Story.load();
            const { container } = render(<Story />);
            await settled();
            // A state reached by clicks (a refused form, a wizard's later step, a modal open) is the
            // story's play: it runs as in Storybook, and axe judges what it leaves on the screen.
            if (Story.play) {
              await playAsInTheBrowser(Story.play, container);
              await settled();
            }
            expect(errors).toEqual([]);
            const violations = await axeViolations();
            expect(violations, `axe:\n${violations.join('\n')}`).toEqual([]);
          } finally {
            window.removeEventListener('error', onError);
          }
        });
      }
    });
  }
}
