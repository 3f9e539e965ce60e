/**
 * The raw items an ownership transfer moves (which ones: lambdas/teams/rules/transfer-items.ts):
 * an owner's partition as stored, the copy and delete of one item, and the `owner` attribute of
 * the global items that name one (a sensor's registration, a gateway's registry item, a LoRaWAN
 * device's). Each switch is conditional on the old owner or already the new one, so a retry is a
 * no-op and a registration someone else holds now is never taken.
 */
import { deleteItem, keys, putItem, queryPartitionStored, updateWhen } from '../../platform/aws/items';
import type { StoredItem } from '../rules/transfer-items';

export const partitionOf = (user: string): Promise<StoredItem[]> => queryPartitionStored(keys.user(user));

export const putStored = (item: StoredItem) => putItem(item);

export const deleteStored = (user: string, sk: string) => deleteItem(keys.user(user), sk);

function switchOwner(PK: string, SK: string, from: string, to: string): Promise<boolean> {
  return updateWhen(PK, SK, {
    update: 'SET #owner = :to',
    condition: '#owner = :from OR #owner = :to',
    names: { '#owner': 'owner' },
    values: { ':from': from, ':to': to },
  });
}

export const switchSensorOwner = (sensorId: string, from: string, to: string) =>
  switchOwner(keys.sensor(sensorId), 'SENSOR', from, to);

export const switchGatewayOwner = (gatewayId: string, from: string, to: string) =>
  switchOwner(keys.gateway(gatewayId), 'OWNER', from, to);

export const switchDeviceOwner = (devEui: string, from: string, to: string) =>
  switchOwner(`DEVICE#${devEui}`, 'OWNER', from, to);
