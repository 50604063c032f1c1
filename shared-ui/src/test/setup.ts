// Test environment for components: jest-dom matchers, the stories' decorators, and the browser
// APIs Chakra/Ark expect but happy-dom may lack.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import '../../../config/happy-dom-stubs';

setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
});

