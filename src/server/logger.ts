import type { LoggerOptions } from 'pino';
import type { Config } from './config';
import { REDACTED_PATHS, requestSerializers } from './http/log-serializers';

/**
 * The server's logger: JSON lines outside development (one object a line, for the log
 * collector), readable one-liners in development (pino-pretty), secrets redacted in both.
 */
export function loggerOptions(config: Pick<Config, 'env' | 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    serializers: requestSerializers,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    ...(config.env === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            // The request line's message already says what its fields would.
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,req,res,responseTime' },
          },
        }
      : {}),
  };
}
