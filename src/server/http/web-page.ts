import fs from 'node:fs';
import path from 'node:path';
import type { SessionUser } from '@domain/auth';
import { PAGE_QUERIES_ELEMENT_ID, PAGE_SESSION_ELEMENT_ID, type PageQueries, type PageSession } from '@domain/page-session';
import { ROUTE_CHUNKS_FILE } from '../../../scripts/vite-route-chunks';

/** What each kind of visitor sees first (the modules as Vite's manifest names them). */
const SIGNED_IN_MODULE = 'src/web/app/authenticated-app.tsx';
/**
 * The pages a visitor reads signed out (app.tsx's signedOutRoutes): the privacy policy, a guardian's
 * invitation (a family's first sight of Plantel, usually on a phone), else the landing.
 */
const SIGNED_OUT_MODULES: { pattern: RegExp; module: string }[] = [
  { pattern: /^\/privacidade\/?$/, module: 'src/web/features/privacy/public-privacy-page.tsx' },
  { pattern: /^\/convite\/[^/]+\/?$/, module: 'src/web/features/families/public-invitation-page.tsx' },
];
const LANDING_MODULE = 'src/web/features/landing/landing-page.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A build file of JSON; a build without it still works, only without the preloads it gives. */
function readBuildJson<T>(webDir: string, file: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, file), 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** A lazy module's chunk and every chunk it imports, bar the entry the page already loads. */
function moduleChunks(manifest: Manifest, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...files];
}

const modulePreloads = (files: Iterable<string>) => [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/**
 * The chunks of the screen at a path, from the route table's paths (scripts/vite-route-chunks.ts):
 * a path without parameters first, as the router ranks them. Which roles may open it is the
 * router's business; a wrong guess costs a download, not access.
 */
function screenChunksFinder(routeChunks: Record<string, string[]>) {
  const patterns = Object.entries(routeChunks).map(([routePath, files]) => ({
    pattern: new RegExp(`^${routePath.replace(/:[^/]+/g, '[^/]+')}/?$`),
    static: !routePath.includes(':'),
    files,
  }));
  patterns.sort((a, b) => Number(b.static) - Number(a.static));
  return (pathname: string) => patterns.find(({ pattern }) => pattern.test(pathname))?.files ?? [];
}

/**
 * JSON inside a script element: `<` escaped so no value can close the element (`</script>`) or
 * open a comment; the element's type keeps the browser (and the CSP) from running it.
 */
function jsonElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const sessionElement = (user: SessionUser | null) => jsonElement(PAGE_SESSION_ELEMENT_ID, { user } satisfies PageSession);

export interface WebPages {
  /** index.html as built: the app asks GET /api/auth/me itself (when the session could not be looked up). */
  plain: string;
  /** For a visitor without a valid session: says so, and preloads the signed-out page at the path. */
  signedOut(pathname: string): string;
  /**
   * For a signed-in visitor: the user GET /api/auth/me would answer, the API's answers the screen
   * would ask for first (when given), and the shell and the screen at the path preloaded.
   */
  signedIn(user: SessionUser, pathname: string, queries?: PageQueries): string;
}

/**
 * index.html with what the first screen needs written into it, so the browser fetches the screen's
 * code alongside the entry script instead of after a round trip to /api/auth/me.
 */
export function loadWebPages(webDir: string): WebPages {
  const plain = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const manifest = readBuildJson<Manifest>(webDir, '.vite/manifest.json', {});
  const screenChunks = screenChunksFinder(readBuildJson<Record<string, string[]>>(webDir, ROUTE_CHUNKS_FILE, {}));
  // A function, not a string: `$&` and the like in a user's name must not be read as replacement patterns.
  const withHead = (extra: string) => plain.replace('</head>', () => `${extra}</head>`);
  const shellChunks = moduleChunks(manifest, SIGNED_IN_MODULE);
  const signedOutPage = (module: string) => withHead(sessionElement(null) + modulePreloads(moduleChunks(manifest, module)));
  const signedOutPages = SIGNED_OUT_MODULES.map(({ pattern, module }) => ({ pattern, html: signedOutPage(module) }));
  const landing = signedOutPage(LANDING_MODULE);
  return {
    plain,
    signedOut: (pathname) => signedOutPages.find(({ pattern }) => pattern.test(pathname))?.html ?? landing,
    signedIn: (user, pathname, queries) =>
      withHead(
        sessionElement(user) +
          (queries ? jsonElement(PAGE_QUERIES_ELEMENT_ID, queries) : '') +
          modulePreloads(new Set([...shellChunks, ...screenChunks(pathname)])),
      ),
  };
}
