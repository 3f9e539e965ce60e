// The house's own lint rules (an ESLint plugin used by eslint.config.js):
// - boundaries: which part of the code may import which, and shared/ only as `@shared/…` from
//   outside it (see RULES below);
// - comments: a comment states its rule itself, never a section number of a document the reader
//   of this repository does not have ("spec §N", "ARCHITECTURE.md §N"), and no comment switches
//   the linter off.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const posix = (p) => p.split(sep).join('/');
/** The repository path an import names, or null for a package. `@shared/x` is shared/x. */
function target(file, source) {
  if (source.startsWith('@shared/')) return `shared/${source.slice('@shared/'.length)}`;
  if (source.startsWith('.')) return posix(relative(root, resolve(dirname(file), source)));
  return null;
}
const feature = (path) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];
/** The server domain a repository path is in (lambdas/<domain>/…), or undefined. */
const domain = (path) => /^lambdas\/([^/]+)\//.exec(path)?.[1];
/** Under every domain: plumbing (platform) and pure agronomy, which any domain may import directly. */
const BASE_DOMAINS = new Set(['platform', 'agronomy']);
const isIndexOf = (path, d) => [`lambdas/${d}`, `lambdas/${d}/index`, `lambdas/${d}/index.ts`].includes(path);
/** Parts that drive emulators, seed data or measure: they may use the AWS SDK themselves. */
const SDK_ALLOWED = /^(lambdas\/[^/]+\/adapters|lambdas\/platform\/aws|infra|scripts|bench|test)\//;

/** Each rule: (importing file, import source, its repository path or null) → a message or null. */
const RULES = [
  // The web app calls its API through the contract's typed client (web/src/api/), never the
  // transport underneath it, so no call can name a path or an answer type by hand.
  (file, source, path) =>
    file.startsWith('web/src/') && !file.startsWith('web/src/api/') && path === 'web/src/lib/api-client'
      ? `${source}: call the API through web/src/api/ (typed by the contract), not lib/api-client.`
      : null,
  (file, source, path) => {
    const from = feature(file);
    const to = path && feature(`${path}/`);
    return from && to && from !== to
      ? `web feature '${from}' imports feature '${to}': features never import each other (shared UI goes in ` +
          `web/src/components, shared rules and types in shared/).`
      : null;
  },
  (file, source, path) =>
    /^lambdas\/[^/]+\/handlers\//.test(file) && path && /^lambdas\/[^/]+\/adapters(\/|$)/.test(path)
      ? 'a handler imports an adapter: handlers call services, and only services call the adapters.'
      : null,
  (file, source, path) => {
    const from = domain(file);
    const to = path && domain(`${path}/`);
    if (!from || !to || from === to || BASE_DOMAINS.has(to) || isIndexOf(path, to)) return null;
    return (
      `${source}: lambdas/${from} reaches into lambdas/${to}: another domain is imported only through ` +
      `lambdas/${to}/index.ts (re-export there what ${from} needs).`
    );
  },
  (file, source, path) => {
    const from = domain(file);
    return from && path && !BASE_DOMAINS.has(from) && isIndexOf(path, from)
      ? `${source}: a file of lambdas/${from} imports its own index: index.ts is for other domains; ` +
          'import the file itself (through the index it would make a cycle).'
      : null;
  },
  (file, source, path) => {
    const from = domain(file);
    const to = path && domain(`${path}/`);
    if (from === 'agronomy' && to && to !== 'agronomy')
      return `${source}: lambdas/agronomy stays pure: it imports nothing from lambdas/ outside it.`;
    if (from === 'platform' && to && to !== 'platform')
      return `${source}: lambdas/platform is plumbing under every domain: it imports no domain.`;
    return null;
  },
  (file, source, path) =>
    source.startsWith('.') && path && /^shared(\/|$)/.test(path) && !file.startsWith('shared/')
      ? `${source}: import shared/ as '@shared/${path.slice('shared/'.length)}', not by a relative path (one ` +
        `spelling, whatever the folder depth).`
      : null,
  (file, source) =>
    source.startsWith('@aws-sdk/') && !SDK_ALLOWED.test(file)
      ? `${source}: only the adapters (lambdas/<domain>/adapters/, lambdas/platform/aws/) talk to AWS ` +
        'through the SDK (infra, scripts, benches and tests may too).'
      : null,
];

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string') return;
  const file = posix(relative(root, context.filename));
  const path = target(context.filename, source);
  for (const rule of RULES) {
    const message = rule(file, source, path);
    if (message) context.report({ node: node.source, message });
  }
}

const boundaries = {
  meta: { type: 'problem', docs: { description: 'which part of the code may import which' }, schema: [] },
  create: (context) => ({
    ImportDeclaration: (node) => check(context, node),
    ExportNamedDeclaration: (node) => check(context, node),
    ExportAllDeclaration: (node) => check(context, node),
    ImportExpression: (node) => check(context, node),
  }),
};

/** A section sign before a number: "spec §N", "monitoring spec §N", "ARCHITECTURE.md §N", "(§N)". */
const SECTION_CITATION = /§\s*\d/;
const comments = {
  meta: { type: 'suggestion', docs: { description: 'comments state the rule, not a section number' }, schema: [] },
  create: (context) => ({
    Program() {
      for (const comment of context.sourceCode.getAllComments()) {
        if (SECTION_CITATION.test(comment.value)) {
          context.report({
            loc: comment.loc,
            message:
              'A comment cites a section number ("spec §N"): state the rule itself; the reader does not have that ' +
              'document.',
          });
        }
        if (/^\s*eslint-(disable|enable)/.test(comment.value)) {
          context.report({
            loc: comment.loc,
            message: 'No eslint-disable comments: fix the code, or change the rule in eslint.config.js for everyone.',
          });
        }
      }
    },
  }),
};

export default { meta: { name: 'house-rules' }, rules: { boundaries, comments } };
