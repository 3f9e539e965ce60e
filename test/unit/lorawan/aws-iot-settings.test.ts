/** The names AWS IoT Core for LoRaWAN is set up with: valid where AWS checks them, and agreeing with each other. */
import { describe, expect, it } from 'vitest';
import {
  AWS_IOT_CONNECTION_LEVEL,
  awsIotDestinationName,
  awsIotRuleName,
  awsIotRuleSql,
  awsIotSettings,
  awsIotUplinkTopic,
} from '@shared/lorawan/aws-iot-settings';

/** IoT rule names: letters, digits and underscores (CreateTopicRule). */
const RULE_NAME = /^[a-zA-Z0-9_]+$/;
/** Destination names (CreateDestination). */
const DESTINATION_NAME = /^[a-zA-Z0-9-_]{1,128}$/;

describe('AWS IoT Core for LoRaWAN names', () => {
  it.each(['dev', 'prod', 'staging-2'])('makes a rule name IoT accepts for stage %s', (stage) => {
    expect(awsIotRuleName(stage)).toMatch(RULE_NAME);
  });

  it('makes a destination name IoT accepts for the longest stage and gateway id', () => {
    expect(awsIotDestinationName('a'.repeat(20), 'g'.repeat(64))).toMatch(DESTINATION_NAME);
  });

  it('puts the gateway id at the topic level the rule reads it from', () => {
    const levels = awsIotUplinkTopic('dev', 'north-block').split('/');
    expect(levels[AWS_IOT_CONNECTION_LEVEL - 1]).toBe('north-block');
    expect(awsIotRuleSql('dev')).toBe("SELECT *, topic(4) AS connection FROM 'fieldwise/dev/lorawan/+/uplink'");
  });

  it("lists the connection's destination, its topic and role, and the same as one CLI command", () => {
    const settings = awsIotSettings('dev', 'north-block');
    expect(settings.kind).toBe('aws-iot');
    const values = settings.rows.map((s) => s.value);
    expect(values).toContain('fieldwise-dev-north-block');
    expect(values).toContain('fieldwise/dev/lorawan/north-block/uplink');
    expect(values).toContain('LorawanAwsIotDestinationRoleArn');
    const cli = settings.rows.find((s) => s.label.startsWith('Command line'))!.value;
    expect(cli).toContain('--expression-type MqttTopic --expression fieldwise/dev/lorawan/north-block/uplink');
  });
});
