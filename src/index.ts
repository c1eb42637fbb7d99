/** Entry point of the action (`runs.main` and `runs.post` in action.yml): everything is in {@link run}. */
import { run } from './main.ts';

await run();
