/** English: common — words many pages use; reuse these rather than adding a copy to your area. */
export default {
  cancel: 'Cancel',
  delete: 'Delete',
  restore: 'Restore',
  confirm: 'Confirm',
  close: 'Close',
  back: 'Back',
  next: 'Next',
  retry: 'Retry',
  loading: 'Loading…',
  field: 'Field',
  zone: 'Zone',
  sensor: 'Sensor',
  farm: 'Farm',
  genericError: 'Something went wrong, please come back later',
  genericErrorStatus: 'Something went wrong, please come back later ({status})',
} as const satisfies Record<string, string>;
