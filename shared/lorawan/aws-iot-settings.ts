/**
 * AWS IoT Core for LoRaWAN, set up in the deployment's own AWS account (CDK context
 * `lorawanAwsIot: true`): one IoT destination per grower's connection publishes that
 * connection's uplinks to its own MQTT topic, and one topic rule (infra/constructs/lorawan-aws-iot.ts)
 * takes every such topic to our function, which reads the connection from the topic. The names
 * here are shared by the stack, the function's tests and the settings page the grower reads.
 *
 * No credential is involved: only principals of the deployment's account may publish to these
 * topics, so the topic itself says which connection an uplink came through.
 */

/** The topic of one connection's uplinks: `fieldwise/<stage>/lorawan/<gatewayId>/uplink`. */
export const awsIotUplinkTopic = (stage: string, gatewayId: string) => `fieldwise/${stage}/lorawan/${gatewayId}/uplink`;

/** What the rule listens to: every connection's uplink topic of the stage. */
export const awsIotTopicFilter = (stage: string) => awsIotUplinkTopic(stage, '+');

/** The topic level (1-based, as IoT SQL's `topic(n)` counts) that holds the connection's gateway id. */
export const AWS_IOT_CONNECTION_LEVEL = 4;

/** The rule's SQL: the destination's message as it is, plus the connection from the topic. */
export const awsIotRuleSql = (stage: string) =>
  `SELECT *, topic(${AWS_IOT_CONNECTION_LEVEL}) AS connection FROM '${awsIotTopicFilter(stage)}'`;

/** IoT rule names allow letters, digits and underscores only. */
export const awsIotRuleName = (stage: string) => `fieldwise_${stage.replace(/[^A-Za-z0-9]/g, '_')}_lorawan_uplinks`;

/** The destination of one connection (destination names allow letters, digits, '-' and '_'). */
export const awsIotDestinationName = (stage: string, gatewayId: string) => `fieldwise-${stage}-${gatewayId}`;

/** The stack output naming the role every destination uses to publish to its topic. */
export const AWS_IOT_DESTINATION_ROLE_OUTPUT = 'LorawanAwsIotDestinationRoleArn';

/** One row of the settings page: the field's name as the AWS console labels it, its value, a word on it. */
export interface AwsIotSettingRow {
  label: string;
  value: string;
  hint?: string;
}

/**
 * What is set up in AWS IoT Core for LoRaWAN for one connection, in the order it is done (the
 * shape of the other kinds' settings in shared/lorawan/settings.ts). There is no credential to
 * paste: the destination's topic names the connection.
 */
export function awsIotSettings(stage: string, gatewayId: string) {
  const name = awsIotDestinationName(stage, gatewayId);
  const topic = awsIotUplinkTopic(stage, gatewayId);
  const rows: AwsIotSettingRow[] = [
    { label: 'Destination name', value: name },
    {
      label: 'Destination: publish to AWS IoT Core message broker (MQTT topic)',
      value: topic,
      hint: `Expression type MqttTopic. Fieldwise's rule ${awsIotRuleName(stage)} takes every uplink published there.`,
    },
    {
      label: 'Destination role',
      value: AWS_IOT_DESTINATION_ROLE_OUTPUT,
      hint: "The role ARN in this output of the Fieldwise stack: it may publish to this stage's uplink topics only.",
    },
    {
      label: 'Wireless devices → Destination',
      value: name,
      hint: "Set each device's destination to this one; its uplinks then appear on the connection's page.",
    },
    {
      label: 'Command line (the same destination)',
      value:
        `aws iotwireless create-destination --name ${name} --expression-type MqttTopic ` +
        `--expression ${topic} --role-arn <${AWS_IOT_DESTINATION_ROLE_OUTPUT}>`,
    },
  ];
  return {
    kind: 'aws-iot' as const,
    where: 'AWS IoT console, Fieldwise account → LoRaWAN devices → Destinations → Add destination',
    rows,
    leave: [
      'Expression type: MqttTopic, not RuleName (the topic is what names this connection).',
      'No payload decoder is needed in AWS: Fieldwise decodes the bytes of every uplink itself.',
    ],
  };
}
