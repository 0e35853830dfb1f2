#!/usr/bin/env node
// `mock-server --port 4010 --scenario NAME --seed N`: the mocks over HTTP, CORS on, one log line
// per request (never a token: paths only).
import { parseArgs } from 'node:util';
import { startMockServer } from './mock-server.js';
import { isScenarioName, SCENARIOS } from './scenarios.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string', default: 'default' },
    seed: { type: 'string', default: '1' },
    quiet: { type: 'boolean', default: false },
  },
});

if (!isScenarioName(values.scenario)) {
  console.error(`Unknown scenario "${values.scenario}"; one of: ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
const server = await startMockServer({
  port: Number(values.port),
  host: values.host,
  scenario: values.scenario,
  seed: Number(values.seed),
  log: values.quiet ? false : (line) => console.log(line),
});
console.log(`mock-server on ${server.url} (scenario ${values.scenario}, seed ${values.seed})`);
