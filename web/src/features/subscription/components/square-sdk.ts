/**
 * Square's Web Payments SDK, loaded on demand from Square's CDN (sandbox or production script, as
 * the runtime configuration says). Only the little of its API the checkout uses is typed here.
 */
export interface SquareTokenResult {
  status: string;
  token?: string;
  details?: { card?: { last4?: string; brand?: string } };
  errors?: { message?: string; field?: string; type?: string }[];
}

export interface SquareCard {
  attach(selector: string | HTMLElement): Promise<void>;
  tokenize(details?: Record<string, unknown>): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}

interface SquareGlobal {
  payments(applicationId: string, locationId: string): { card(): Promise<SquareCard> };
}

const SCRIPTS = {
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
  production: 'https://web.squarecdn.com/v1/square.js',
} as const;

let loading: Promise<SquareGlobal> | undefined;

export function loadSquare(environment: 'sandbox' | 'production'): Promise<SquareGlobal> {
  const existing = (window as unknown as { Square?: SquareGlobal }).Square;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<SquareGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPTS[environment];
    script.async = true;
    script.onload = () => {
      const sq = (window as unknown as { Square?: SquareGlobal }).Square;
      if (sq) resolve(sq);
      else reject(new Error('Square’s payment form did not load.'));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Square’s payment form could not be loaded. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
