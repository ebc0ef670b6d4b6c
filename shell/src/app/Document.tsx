import {
  APP_START_ID,
  BOOT_DATA_ID,
  type BootData,
  HYDRATABLE_ATTRIBUTE,
  ROOT_ID,
  SITE_URL_ATTRIBUTE,
  type Stylesheet,
} from '@lapm/contracts';
import type { ReactNode } from 'react';
import { fr } from '../i18n/fr';

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
  children: ReactNode;
}

/**
 * The page the server sends, index.html with the app in its root (without index.html's line for
 * screens that need JavaScript, which a server-rendered page hides anyway). React puts the
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
  children,
}: DocumentProps) {
  return (
    <html lang="fr" {...{ [SITE_URL_ATTRIBUTE]: siteUrl }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta property="og:locale" content="fr_FR" />
        <meta name="theme-color" content="#1f1d1a" />
        {!hydratable && <title>{fr.document.title}</title>}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script type="application/json" id={APP_START_ID} dangerouslySetInnerHTML={json(scripts)} />
        <script dangerouslySetInnerHTML={{ __html: startScript }} />
        {stylesheets.map(({ href, chunk }) => (
          <link key={href} rel="stylesheet" href={href} {...(chunk && { 'data-href': chunk })} />
        ))}
        <script type="application/json" id={BOOT_DATA_ID} dangerouslySetInnerHTML={json(boot)} />
      </head>
      <body>
        {/* The root alone in <body>: the app's position in the tree is the one AppPosition gives it in the browser. */}
        <div id={ROOT_ID} {...(hydratable && { [HYDRATABLE_ATTRIBUTE]: '' })}>
          {children}
        </div>
      </body>
    </html>
  );
}
