#!/usr/bin/env node
// `guestnet-mock-server --port 4010 --scenario NAME --seed N`: the mocks over HTTP, CORS on, one
// log line per request (never a token: paths only).
import { parseArgs } from 'node:util';
import { parseFlakyRate } from './flaky.js';
import { isScenarioName, SCENARIOS } from './scenarios.js';

const USAGE = `Usage: guestnet-mock-server [options]

Answers every operation of the Guestnet specs over HTTP (CORS on), signed in as demo / demo.

  --port N         port to listen on, 0 for a free one (default 4010)
  --host H         address to listen on (default 127.0.0.1)
  --scenario NAME  ${SCENARIOS.join(', ')} (default default)
  --seed N         the same seed gives the same data (default 1)
  --flaky-rate R   the share of calls the flaky scenario fails, 0 to 1 (default 0.3)
  --quiet          no line per request
  --help           this text`;

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      scenario: { type: 'string', default: 'default' },
      seed: { type: 'string', default: '1' },
      'flaky-rate': { type: 'string', default: '0.3' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

if (!isScenarioName(values.scenario)) {
  console.error(`Unknown scenario "${values.scenario}"; one of: ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
const flakyRate = parseFlakyRate(values['flaky-rate']);
if (flakyRate === undefined) {
  console.error(`--flaky-rate must be a share from 0 to 1, not "${values['flaky-rate']}"`);
  process.exit(2);
}
// Loaded after the options are read, so --help and a usage error answer at once.
const { startMockServer } = await import('./mock-server.js');
const server = await startMockServer({
  port: Number(values.port),
  host: values.host,
  scenario: values.scenario,
  seed: Number(values.seed),
  flakyRate,
  log: values.quiet ? false : (line) => console.log(line),
});
console.log(`mock-server on ${server.url} (scenario ${values.scenario}, seed ${values.seed})`);
