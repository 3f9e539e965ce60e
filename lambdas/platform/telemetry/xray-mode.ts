/**
 * Outside Lambda nothing is traced, yet the X-Ray SDK's default (automatic) mode tracks every
 * promise through async_hooks with a destroy hook from the moment it is loaded: in the local stack
 * that took about a tenth of a request's CPU and fed the garbage collector. Manual mode installs no
 * hooks. Imported before the tracer, so it is set before the SDK reads it; in Lambda
 * (AWS_EXECUTION_ENV set) the SDK keeps its automatic mode, which the function's traces need.
 */
if (!process.env.AWS_EXECUTION_ENV) process.env.AWS_XRAY_MANUAL_MODE ??= 'true';

export {};
