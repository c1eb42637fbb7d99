/**
 * The toolkit floor of the cold-start benchmark (issue 19): `@actions/core` alone, bundled with
 * ncc like the action, doing what every mode must do before its first Mintlify request — read
 * the inputs, mask the API key — then sending that request with `fetch`. `bench/compare.ts`
 * bundles it into its scratch folder and spawns it like `dist/index.js`.
 */
import * as core from '@actions/core';

const apiKey = core.getInput('api-key');
core.setSecret(apiKey);
const apiUrl = core.getInput('api-url');
const projectId = core.getInput('project-id');
const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
if (core.getInput('mode') === 'follow-up') {
  const url = `${apiUrl}/v2/agent/${projectId}/job/${core.getInput('job-id')}/message`;
  await fetch(url, { method: 'POST', headers, body: JSON.stringify({ prompt: core.getInput('prompt') }) }).catch(
    () => undefined,
  );
} else {
  await fetch(`${apiUrl}/v1/analytics/${projectId}/views?limit=250&offset=0`, { headers }).catch(() => undefined);
}
