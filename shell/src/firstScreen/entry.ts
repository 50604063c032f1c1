// The first-screen script (shell/build-pages.mjs builds it on its own, loaded `async` after the drawn screen).
import { FIRST_SCREEN_ID, holdFirstScreen } from './hold';
import { fetchFirstRows } from './rows';

const root = document.getElementById('root');
const screen = document.getElementById(FIRST_SCREEN_ID);
if (screen) fetchFirstRows(screen);
if (root) holdFirstScreen(root);
