/**
 * The SMS and e-mail port of the alerts. In AWS: SMS through SNS (a direct publish to the phone
 * number, transactional) and e-mail through SES v2 from ALERT_EMAIL_FROM. The local stack and the
 * tests set another messenger (the dev outbox), so nothing leaves the machine.
 */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from '../../platform/env';
import { traced } from '../../platform/aws/clients';

export interface Messenger {
  sms(to: string, text: string): Promise<void>;
  email(to: string, subject: string, text: string): Promise<void>;
}

function awsMessenger(): Messenger {
  const { AWS_REGION, ALERT_EMAIL_FROM, ALERT_SMS_SENDER_ID } = env();
  const sns = traced(new SNSClient({ region: AWS_REGION }));
  const ses = traced(new SESv2Client({ region: AWS_REGION }));
  return {
    async sms(to, text) {
      await sns.send(
        new PublishCommand({
          PhoneNumber: to,
          Message: text,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            ...(ALERT_SMS_SENDER_ID
              ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: ALERT_SMS_SENDER_ID } }
              : {}),
          },
        }),
      );
    },
    async email(to, subject, text) {
      if (!ALERT_EMAIL_FROM) throw new Error('Invalid environment: ALERT_EMAIL_FROM');
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: ALERT_EMAIL_FROM,
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } },
          },
        }),
      );
    },
  };
}

let messenger: Messenger | undefined;

export function alertMessenger(): Messenger {
  messenger ??= awsMessenger();
  return messenger;
}

/** The local stack and tests: send through this instead (undefined: back to AWS). */
export function setAlertMessenger(m: Messenger | undefined): void {
  messenger = m;
}
