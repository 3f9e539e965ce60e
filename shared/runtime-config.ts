/**
 * The web app's runtime configuration, served as /config.json: written from the CDK stack
 * outputs on deploy and by the local stack on `npm start`. One schema, parsed once.
 */
import * as z from 'zod';

/** The stage the local stack (`npm start`) names itself; deployed stages are never called this. */
export const LOCAL_STAGE = 'local';

export const runtimeConfigSchema = z.object({
  stage: z.string().min(1),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Local only: cognito-local's address. Absent in AWS. */
  userPoolEndpoint: z.string().url().optional(),
  /** USER_PASSWORD_AUTH locally (cognito-local has no SRP); USER_SRP_AUTH in AWS. */
  authFlowType: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']),
  /** Base address of the API; '' means the same origin as the web app. */
  apiBaseUrl: z.string(),
  /** Local only: where captured confirmation codes can be read. */
  devMailboxUrl: z.string().optional(),
  googleMapsApiKey: z.string().optional(),
  /**
   * The stack serves simulated weather (no weather key): screens whose figures rest on the weather
   * without carrying its source themselves, such as the moisture forecast, say so.
   */
  simulatedWeather: z.boolean().optional(),
  /**
   * Square's Web Payments SDK for the checkout's card step: the application id, the location and
   * which environment's script to load. Absent: the local sandbox card form.
   */
  square: z
    .object({
      applicationId: z.string().min(1),
      locationId: z.string().min(1),
      environment: z.enum(['sandbox', 'production']),
    })
    .optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
