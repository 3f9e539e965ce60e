/** English: transfer (handing a farm to one of its managers: the Members page and the invitations inbox). */
export default {
  title: 'Transfer ownership',
  howTo:
    'To hand {farm} to someone else, make them a manager, then choose Transfer ownership on their ' +
    'row. They become the owner when they accept; you stay on the farm as a manager.',
  action: 'Transfer ownership',
  actionLabel: 'Transfer ownership of {farm} to {name}',
  confirmTitle: 'Transfer {farm} to {name}? You will become a manager.',
  confirmBody:
    '{name} becomes the owner when they accept: the fields, zones, sensors, gateways and irrigation logs ' +
    'move to their ' +
    'account and count against their plan. Until then nothing changes, and you can withdraw the offer.',
  confirm: 'Offer the farm',
  offered: 'Ownership of {farm} offered to {name}. It moves when they accept.',
  pending: '{farm} is offered to {name} since {day}. It becomes theirs when they accept; until then nothing changes.',
  withdraw: 'Withdraw the offer',
  withdrawn: 'The offer is withdrawn.',
  inboxLabel: 'Ownership of {farm}',
  inboxText:
    '{from} offers you the ownership of {farm}: its fields, zones, sensors and irrigation ' +
    'logs become yours, under your plan. {from} stays on the farm as a manager.',
  offeredOn: 'Offered on {day}.',
  accept: 'Accept ownership',
  decline: 'Decline',
  declined: 'You declined the ownership of {farm}.',
} as const satisfies Record<string, string>;
