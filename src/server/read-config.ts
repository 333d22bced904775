import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config';

/**
 * The configuration of a command started by an operator (the server, a backup): a `.env` file in
 * the working folder fills what the environment leaves unset; a bad value ends the process with
 * the message naming it.
 */
export function readConfig(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
