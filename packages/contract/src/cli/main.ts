import { CONTRACT_RUNNER_VERSION } from '../version.js';
import { type CliIo, UsageError } from './cli-io.js';
import { DIFF_USAGE, diffCommand } from './diff-command.js';
import { REPLAY_USAGE, replayCommand } from './replay-command.js';
import { RUN_USAGE, runCommand } from './run-command.js';

const USAGE = `Usage: guestnet-contract <command> [options]

Commands:
  diff    classify the changes between two versions of the specs
  run     check a live backend against the specs
  replay  send a failed call of a run again

guestnet-contract <command> --help shows a command's options.
`;

/**
 * The `guestnet-contract` command line: runs a command and resolves to the process exit code
 * (0 passed, 1 a check failed, 2 a usage or setup error).
 *
 * @example
 * process.exitCode = await main(process.argv.slice(2), processIo());
 */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  const usage: Record<string, string> = {
    diff: DIFF_USAGE,
    run: RUN_USAGE,
    replay: REPLAY_USAGE,
  };
  try {
    if (command === '--version' || command === '-v') {
      io.stdout(`${CONTRACT_RUNNER_VERSION}\n`);
      return 0;
    }
    if (!command || command === '--help' || command === '-h') {
      io.stdout(USAGE);
      return command ? 0 : 2;
    }
    if (args.includes('--help') || args.includes('-h')) {
      io.stdout(usage[command] ?? USAGE);
      return 0;
    }
    if (command === 'diff') return diffCommand(args, io);
    if (command === 'run') return await runCommand(args, io);
    if (command === 'replay') return await replayCommand(args, io);
    throw new UsageError(`Unknown command: ${command}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      io.stderr(`guestnet-contract: ${message}\n\n${usage[command ?? ''] ?? USAGE}`);
      return 2;
    }
    // Setup problems (unreadable spec, unknown revision, unreachable server) are one clear line;
    // a stack trace would only hide them.
    io.stderr(`guestnet-contract: ${message}\n`);
    return 2;
  }
}
