import { ConfigError, loadConfig, type Config } from '../api/src/config.ts';

/** The configuration, or the list of bad variables on stderr and exit code 1: how every command starts. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
