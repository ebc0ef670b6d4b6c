import {
  APP_START_ID,
  BOOT_DATA_ID,
  type BootData,
  HYDRATABLE_ATTRIBUTE,
  paths,
  ROOT_ID,
  SITE_URL_ATTRIBUTE,
  type Stylesheet,
} from '@lapm/contracts';
import type { ReactNode } from 'react';
import { documentFr } from '../i18n/document';

/** A JSON data block: the CSP does not treat it as a script, `<` is escaped so it cannot close it. */
const json = (value: unknown) => ({ __html: JSON.stringify(value).replace(/</g, '\\u003c') });

export interface DocumentProps {
  siteUrl: string;
  stylesheets: readonly Stylesheet[];
  scripts: readonly string[];
  startScript: string;
  boot: BootData;
  /** The server rendered the page completely: the browser hydrates it (shell/src/index.tsx). */
  hydratable: boolean;
  /** The browser renders the page (DocumentRequest's `bare`): its root is left empty. */
  bare?: { loggedIn: boolean } | undefined;
  children?: ReactNode;
}

/** The shell's scripts as index.html had them: nothing on such a page is worth waiting for. */
function BareScripts({ scripts }: { scripts: readonly string[] }) {
  return scripts.map((src) => <script key={src} defer src={src} />);
}

/** Shown when scripts are off on a page the browser renders: it would stay blank otherwise. */
function NeedsScripts({ loggedIn }: { loggedIn: boolean }) {
  const { needsScripts } = documentFr;
  return (
    <noscript>
      <p className="noscript-note">
        {loggedIn ? (
          <>
            {needsScripts.loggedIn} <a href={paths.account}>{needsScripts.account}</a>,{' '}
            <a href={paths.myAlbums}>{needsScripts.albums}</a>.
          </>
        ) : (
          needsScripts.login
        )}
      </p>
    </noscript>
  );
}

/**
 * The page the server sends: the app in its root, or, for a page the browser renders (`bare`),
 * an empty root with the shell's scripts and the line for a browser without scripts. React puts the
 * page's <title>, <meta> and <link> in <head> after the charset and viewport, and the photo a
 * screen preloads before the stylesheets. The shell's scripts are listed for the start script
 * (docs/decisions/0015), which comes before the stylesheets: after them, it would wait for them.
 */
export function Document({
  siteUrl,
  stylesheets,
  scripts,
  startScript,
  boot,
  hydratable,
  bare,
  children,
}: DocumentProps) {
  return (
    <html lang="fr" {...{ [SITE_URL_ATTRIBUTE]: siteUrl }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta property="og:locale" content="fr_FR" />
        <meta name="theme-color" content="#1f1d1a" />
        {!hydratable && <title>{documentFr.title}</title>}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {bare ? (
          <BareScripts scripts={scripts} />
        ) : (
          <>
            <script type="application/json" id={APP_START_ID} dangerouslySetInnerHTML={json(scripts)} />
            <script dangerouslySetInnerHTML={{ __html: startScript }} />
          </>
        )}
        {stylesheets.map(({ href, chunk }) => (
          <link key={href} rel="stylesheet" href={href} {...(chunk && { 'data-href': chunk })} />
        ))}
        <script type="application/json" id={BOOT_DATA_ID} dangerouslySetInnerHTML={json(boot)} />
      </head>
      <body>
        {/* The root alone in <body> when the server renders the app: the app's position in the tree is the one AppPosition gives it in the browser. */}
        {bare ? (
          <>
            <div id={ROOT_ID} />
            <NeedsScripts loggedIn={bare.loggedIn} />
          </>
        ) : (
          <div id={ROOT_ID} {...(hydratable && { [HYDRATABLE_ATTRIBUTE]: '' })}>
            {children}
          </div>
        )}
      </body>
    </html>
  );
}
