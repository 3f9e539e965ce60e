/**
 * The functions' logger (Powertools Logger). In AWS it writes one JSON object per line, which
 * CloudWatch Logs Insights queries by field; the local stack and tests (LOG_FORMAT=text, the
 * default outside Lambda) get one readable line per entry instead, with the same fields.
 *
 * LOG_LEVEL (trace, debug, info, warn, error, silent; default info) sets the level; in AWS the
 * function's log level setting (AWS_LAMBDA_LOG_LEVEL) decides. The format is read when an entry
 * is written, so a test can switch it.
 */
import { Logger, LogLevelThreshold, type LogItem } from '@aws-lambda-powertools/logger';
import { textLine } from './text-line';

export const SERVICE_NAME = 'fieldwise';

type Level = keyof typeof LogLevelThreshold;

/** LOG_LEVEL's value as a Powertools level; anything unknown is INFO. */
export function logLevelFrom(value: string | undefined): Level {
  const level = (value ?? '').toUpperCase();
  return level in LogLevelThreshold ? (level as Level) : 'INFO';
}

const inLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
const textFormat = () => (process.env.LOG_FORMAT ?? (inLambda() ? 'json' : 'text')) === 'text';

class AppLogger extends Logger {
  protected override printLog(logLevel: number, log: LogItem): void {
    if (!textFormat()) return super.printLog(logLevel, log);
    log.prepareForPrint();
    const stream = logLevel >= LogLevelThreshold.WARN ? process.stderr : process.stdout;
    stream.write(`${textLine(log.getAttributes())}\n`);
  }
}

export const logger = new AppLogger({ serviceName: SERVICE_NAME, logLevel: logLevelFrom(process.env.LOG_LEVEL) });
