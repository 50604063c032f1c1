// With experiments.asyncStartup the federation runtime initialises the share
// scope before this module runs, so no bootstrap indirection is needed.
import { holdFirstScreen } from './firstScreen/hold';
import { firstRowsSettled } from './firstScreen/rows';

// A list the server drew is waiting for its first page: its rows on screen first, then the app's code
// is run (docs/decisions.md 'The signed-in list page drawn by the server'). The app's modules are in
// this chunk all the same ('eager': no request of their own), but run only once imported here.
await firstRowsSettled(1_000);
// The drawn screen goes once the app's screen is up, also when the page's first-screen script did not
// come (a network lost after the page): else it would stand over the app's retry message for good.
const root = document.getElementById('root');
if (root) holdFirstScreen(root);
const { start } = await import(/* webpackMode: "eager" */ './main');
await start();
