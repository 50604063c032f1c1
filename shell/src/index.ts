// With experiments.asyncStartup the federation runtime initialises the share
// scope before this module runs, so no bootstrap indirection is needed.
import { start } from './main';

await start();
