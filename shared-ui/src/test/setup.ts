// The stories' decorators for the component tests that render stories (composeStories); the rest
// of the environment is the common one (config/vitest.setup.ts).
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);
