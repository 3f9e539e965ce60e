/**
 * The functions' tracer (Powertools Tracer on the X-Ray SDK). It traces only inside Lambda, where
 * the function's active tracing records the segment; elsewhere it leaves clients untouched.
 */
import './xray-mode';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './logger';

export const tracer = new Tracer({ serviceName: SERVICE_NAME });
