/**
 * A hosts file for the action's process, loaded with `NODE_OPTIONS=--import <this file>`: the
 * names in `MINTLIFY_TEST_RUNNER_HOSTS` (comma-separated, e.g. `mintlify.test,github.test`)
 * resolve to 127.0.0.1, as a line in a runner's `/etc/hosts` would make them. Every other name
 * resolves as usual. For the end-to-end test that reaches the fakes directly by such names
 * (`NO_PROXY`), where without it only the test proxy could reach them.
 *
 * Runs directly under `node` (type stripping): erasable syntax only.
 */
import dns from 'node:dns';

const names = new Set(
  (process.env.MINTLIFY_TEST_RUNNER_HOSTS ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean),
);
const original = dns.lookup;

type Callback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

function lookup(hostname: string, options: unknown, callback?: unknown): void {
  const cb = (typeof options === 'function' ? options : callback) as Callback;
  const opts = (typeof options === 'object' && options !== null ? options : {}) as dns.LookupOptions;
  if (!names.has(hostname.toLowerCase())) {
    (original as (h: string, o: unknown, c: unknown) => void)(hostname, options, callback);
    return;
  }
  process.nextTick(() =>
    opts.all === true ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4),
  );
}

(dns as { lookup: unknown }).lookup = lookup;
