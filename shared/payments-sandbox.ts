/**
 * Square's documented sandbox payment tokens, and the card values that yield them. The local
 * sandbox card form (no Square application configured) turns a test card into one of these
 * tokens, exactly as Square's sandbox card form does; the server's sandbox provider answers each
 * as Square's sandbox does.
 */
export const SANDBOX_NONCES = {
  ok: 'cnon:card-nonce-ok',
  declined: 'cnon:card-nonce-declined',
  cvv: 'cnon:card-nonce-rejected-cvv',
  postalCode: 'cnon:card-nonce-rejected-postalcode',
  expiration: 'cnon:card-nonce-rejected-expiration',
  alreadyUsed: 'cnon:card-nonce-already-used',
} as const;

/** Square's sandbox test card numbers (any future expiry). */
export const SANDBOX_TEST_CARDS: readonly { brand: string; number: string }[] = [
  { brand: 'Visa', number: '4111111111111111' },
  { brand: 'Mastercard', number: '5105105105105100' },
  { brand: 'Discover', number: '6011000000000004' },
  { brand: 'Diners Club', number: '30000000000004' },
  { brand: 'JCB', number: '3569990010095841' },
  { brand: 'American Express', number: '340000000000009' },
  { brand: 'China UnionPay', number: '6222988812340000' },
];

/** Square's sandbox triggers entered in the card form. */
export const SANDBOX_TRIGGERS = { cvv: '911', postalCode: '99999', expiration: { month: 1, year: 2040 } } as const;

export interface SandboxCard {
  number: string;
  /** 'MM/YY' */
  expiry: string;
  cvv: string;
  postalCode: string;
}

export type SandboxTokenResult =
  { status: 'OK'; token: string } | { status: 'Invalid'; errors: { field: keyof SandboxCard; message: string }[] };

const digits = (s: string) => s.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let n = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/**
 * Tokenise a card as Square's sandbox does: malformed input is 'Invalid' (no token); a test card
 * with a trigger value yields that trigger's token; a real card number (the sandbox accepts none)
 * is declined; otherwise the ok token.
 */
export function sandboxTokenize(card: SandboxCard, now = new Date()): SandboxTokenResult {
  const errors: { field: keyof SandboxCard; message: string }[] = [];
  const number = digits(card.number);
  if (!luhnValid(number)) errors.push({ field: 'number', message: 'Card number is not valid.' });
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = exp ? Number(exp[1]) : 0;
  const year = exp ? 2000 + Number(exp[2]) : 0;
  const expired = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  if (!exp || month < 1 || month > 12 || expired)
    errors.push({ field: 'expiry', message: 'Expiration date is not valid.' });
  const cvv = card.cvv.trim();
  const amex = number.startsWith('34') || number.startsWith('37');
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(cvv)) errors.push({ field: 'cvv', message: 'CVV is not valid.' });
  const postalCode = card.postalCode.trim();
  if (!/^[A-Za-z0-9 -]{3,10}$/.test(postalCode))
    errors.push({ field: 'postalCode', message: 'Postal code is not valid.' });
  if (errors.length) return { status: 'Invalid', errors };
  if (cvv === SANDBOX_TRIGGERS.cvv) return { status: 'OK', token: SANDBOX_NONCES.cvv };
  if (postalCode === SANDBOX_TRIGGERS.postalCode) return { status: 'OK', token: SANDBOX_NONCES.postalCode };
  if (month === SANDBOX_TRIGGERS.expiration.month && year === SANDBOX_TRIGGERS.expiration.year)
    return { status: 'OK', token: SANDBOX_NONCES.expiration };
  if (!SANDBOX_TEST_CARDS.some((c) => c.number === number)) return { status: 'OK', token: SANDBOX_NONCES.declined };
  return { status: 'OK', token: SANDBOX_NONCES.ok };
}
