// The first-screen script (shell/build-pages.mjs builds it on its own, loaded `async` after the drawn screen).
import { holdFirstScreen } from './hold';

const root = document.getElementById('root');
if (root) holdFirstScreen(root);
