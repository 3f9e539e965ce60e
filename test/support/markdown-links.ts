import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * Relative links and anchors in Markdown, checked the way GitHub renders them: a link is broken
 * when its file is missing, or when its `#anchor` names no heading (or `<a id>`) of the file it
 * points at. Links to other sites are not followed: the check runs offline.
 */

/** A heading's anchor as GitHub makes it: its text lower-cased, punctuation dropped, spaces as '-'. */
export function githubSlug(headingText: string): string {
  const text = headingText
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text stays, its target goes
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*)/g, '')
    .replace(/<[^>]+>/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Lines outside fenced code blocks, each with its 1-based number. */
function proseLines(markdown: string): { line: string; n: number }[] {
  const out: { line: string; n: number }[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((line, i) => {
    const opener = /^\s*(```|~~~)/.exec(line)?.[1];
    if (opener && (fence === undefined || fence === opener)) {
      fence = fence === undefined ? opener : undefined;
      return;
    }
    if (fence === undefined) out.push({ line, n: i + 1 });
  });
  return out;
}

/** Every anchor a Markdown text offers: its headings' slugs (repeats numbered as GitHub does) and `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1] ?? '');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1] ?? '');
  }
  return anchors;
}

/** The link targets of a Markdown text, outside code (fenced blocks and inline spans). */
function linksOf(markdown: string): { target: string; n: number }[] {
  const links: { target: string; n: number }[] = [];
  for (const { line, n } of proseLines(markdown)) {
    const prose = line.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: m[1] ?? '', n });
    for (const m of prose.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g)) links.push({ target: m[1] ?? '', n });
  }
  return links;
}

export interface MarkdownSource {
  /** The file's text, or undefined when no such Markdown file exists. */
  read(path: string): string | undefined;
  /** Whether any file or folder exists at the path. */
  exists(path: string): boolean;
}

/** The repository on disk, paths relative to `root`. */
export function filesUnder(root: string): MarkdownSource {
  return {
    read: (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined),
    exists: (path) => existsSync(join(root, path)),
  };
}

/** Broken relative links of the given Markdown files, as "file:line: target (why)". */
export function brokenLinks(paths: readonly string[], source: MarkdownSource): string[] {
  const broken: string[] = [];
  for (const path of paths) {
    const text = source.read(path);
    if (text === undefined) {
      broken.push(`${path}: no such file`);
      continue;
    }
    for (const { target, n } of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:: another site
      const [file = '', anchor] = target.split('#', 2);
      const resolved = file === '' ? path : normalize(join(dirname(path), decodeURIComponent(file))).replace(/\/$/, '');
      const where = `${path}:${n}: ${target}`;
      if (resolved.startsWith('..')) broken.push(`${where} (outside the repository)`);
      else if (!source.exists(resolved)) broken.push(`${where} (no such file)`);
      else if (anchor !== undefined) {
        const linked = resolved.endsWith('.md') ? source.read(resolved) : undefined;
        if (linked === undefined) broken.push(`${where} (an anchor into a file that is not Markdown)`);
        else if (!anchorsOf(linked).has(decodeURIComponent(anchor))) broken.push(`${where} (no such heading)`);
      }
    }
  }
  return broken;
}

/** Folders whose paths the documents name in `code`: the repository's own. */
const REPOSITORY_FOLDERS = ['lambdas', 'shared', 'web', 'infra', 'test', 'scripts', 'bench', 'docs', 'patches'];
/** Paths made by a build or a run, named in the documents but never in the repository. */
const BUILT = new Set(['web/dist']);

/**
 * Repository paths named in `code` that do not exist, as "file:line: path". A module may be named
 * without its extension; a pattern (`<feature>`, `*`, `…`, `{id}`) is not a path.
 */
export function missingPaths(paths: readonly string[], source: MarkdownSource): string[] {
  const named = new RegExp(`\`((?:${REPOSITORY_FOLDERS.join('|')})/[^\`\\s]*)\``, 'g');
  const missing: string[] = [];
  for (const path of paths) {
    for (const { line, n } of proseLines(source.read(path) ?? '')) {
      for (const m of line.matchAll(named)) {
        const target = (m[1] ?? '').replace(/\/$/, '');
        if (/[<>*…{}]/.test(target) || BUILT.has(target)) continue;
        if (![target, `${target}.ts`, `${target}.tsx`].some((t) => source.exists(t)))
          missing.push(`${path}:${n}: ${target}`);
      }
    }
  }
  return missing;
}
