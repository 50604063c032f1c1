// Every story of this workspace renders and passes axe (WCAG 2.1 A and AA; config/stories-check.tsx).
import { checkStories } from '../../config/stories-check';

checkStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
