/**
 * The site's Content-Security-Policy, built from what the deployment actually uses: the app's
 * own origin, Cognito's endpoint in the stack's region, and the Google Maps / Square origins
 * only when those integrations are configured. A pure function, so tests read the result.
 *
 * Why some sources are there:
 * - style-src 'unsafe-inline': UI libraries (Amplify UI, Leaflet, chart tooltips, the Square
 *   card iframe host) set inline styles. Style injection cannot execute script; script-src
 *   stays without 'unsafe-inline' and without 'unsafe-eval'.
 * - img-src data:/blob:: chart exports, PDF previews and map marker icons are generated in the
 *   browser.
 * - The API needs no entry: the site calls it on its own origin (/api/* on CloudFront).
 */

export interface CspOptions {
  region: string;
  maps: boolean;
  square?: 'sandbox' | 'production';
  /** More origins the app calls (the local stack: its cognito-local's http address). */
  connect?: string[];
  /**
   * Ask the browser to fetch http: subresources over https (default true). Off for the local
   * stack, which is plain http throughout (its cognito-local has no https).
   */
  upgradeInsecureRequests?: boolean;
}

/** Google Maps JavaScript API (allow-list variant of Google's documented CSP). */
const MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: [
    'https://maps.googleapis.com',
    'https://maps.gstatic.com',
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.ggpht.com',
  ],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: [] as string[],
};

/** Square Web Payments SDK: its script, card iframe and the PCI tokenisation endpoint. */
const SQUARE = {
  sandbox: {
    script: ['https://sandbox.web.squarecdn.com'],
    connect: ['https://pci-connect.squareupsandbox.com', 'https://connect.squareupsandbox.com'],
    frame: ['https://sandbox.web.squarecdn.com', 'https://*.squarecdn.com', 'https://geoissuer.cardinalcommerce.com'],
    img: ['https://*.squarecdn.com'],
    style: ['https://*.squarecdn.com'],
    font: ['https://*.squarecdn.com', 'https://d1g145x70srn7h.cloudfront.net'],
  },
  production: {
    script: ['https://web.squarecdn.com'],
    connect: ['https://pci-connect.squareup.com', 'https://connect.squareup.com'],
    frame: ['https://web.squarecdn.com', 'https://*.squarecdn.com', 'https://geoissuer.cardinalcommerce.com'],
    img: ['https://*.squarecdn.com'],
    style: ['https://*.squarecdn.com'],
    font: ['https://*.squarecdn.com', 'https://d1g145x70srn7h.cloudfront.net'],
  },
};

export function cognitoOrigin(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com`;
}

export function buildCsp(opts: CspOptions): string {
  const extra = (key: keyof typeof MAPS): string[] => [
    ...(opts.maps ? MAPS[key] : []),
    ...(opts.square ? SQUARE[opts.square][key] : []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...extra('script')]],
    ['style-src', ["'self'", "'unsafe-inline'", ...extra('style')]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra('img')]],
    ['font-src', ["'self'", 'data:', ...extra('font')]],
    ['connect-src', ["'self'", cognitoOrigin(opts.region), ...extra('connect'), ...(opts.connect ?? [])]],
    ['frame-src', extra('frame').length ? extra('frame') : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(opts.upgradeInsecureRequests === false ? [] : ([['upgrade-insecure-requests', []]] as [string, string[]][])),
  ];
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}
