/**
 * Serves the fake Mintlify API until killed, for the self-test workflow and manual trials:
 *
 *   node demo/fake-mintlify-server.ts --rows 3000 --port-file /tmp/port
 *
 * Project `proj_demo`, API key `mint_demo_key_not_secret`, agent job `job_demo`; page views
 * are a generated dataset of `--rows` paths. The port is printed and written to `--port-file`.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startFakeMintlify } from '../test/fakes/mintlify.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '3000' }, 'port-file': { type: 'string' } },
});
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 0)
  throw new Error(`--rows must be a non-negative integer (got "${values.rows}")`);
const fake = await startFakeMintlify({ apiKey: 'mint_demo_key_not_secret', projectId: 'proj_demo' });
fake.setViews({ generated: rows });
fake.addJob({ id: 'job_demo', status: 'completed', pollsUntilDone: 2 });
const port = new URL(fake.url).port;
if (values['port-file']) await writeFile(values['port-file'], port);
console.log(`Fake Mintlify API on ${fake.url} (project proj_demo, ${rows} page-view rows)`);
const stop = async (): Promise<void> => {
  await fake.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
