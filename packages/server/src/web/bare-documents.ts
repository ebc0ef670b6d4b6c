import { type BootData, bootDataSchema, type RemoteManifest, type ShellServer } from '@lapm/contracts';
import type { ComponentType } from 'react';
import { APP_START_SCRIPT } from './app-start';
import type { DocumentSources } from './documents';
import { renderToString } from './documents';
import type { RenderedPage } from './page-cache';

/** A page the browser renders: who asks, and what its address says. */
export interface BareInput {
  url: string;
  manifest: RemoteManifest;
  /** Its address carries a secret: sent with `no-store`. */
  secret: boolean;
  /** Rendered for a logged-in visitor: no shared cache keeps it, and its note says where her space works. */
  loggedIn: boolean;
  contact?: BootData['contact'] | undefined;
}

/**
 * The document of a page the browser renders, from the shell's own `Document` (the same head as
 * a server-rendered page's), with an empty root and the shell's entry scripts straight in it.
 * Null when the shell's Node build cannot be loaded or rendered.
 */
export async function renderBareDocument(
  sources: DocumentSources,
  input: BareInput,
): Promise<RenderedPage | null> {
  let shell: ShellServer<ComponentType>;
  try {
    shell = await sources.federation.load<ShellServer<ComponentType>>('shell', './server');
  } catch (error) {
    sources.log.error(error, 'rendu du shell indisponible : page non envoyée');
    return null;
  }
  const assets = await sources.assets.shell(sources.shellVersion);
  const boot = bootDataSchema.parse({
    remotes: input.manifest,
    pinned: {},
    ...(input.contact && { contact: input.contact }),
  }) as BootData;
  const rendered = await renderToString(shell, {
    url: input.url,
    failed: true,
    siteUrl: sources.config.siteUrl ?? sources.localOrigin() ?? '',
    servedOrigin: sources.localOrigin() ?? '',
    stylesheets: assets.stylesheets,
    scripts: assets.scripts,
    startScript: APP_START_SCRIPT,
    boot,
    bare: { loggedIn: input.loggedIn },
  });
  if (!rendered.html || rendered.errors.length > 0) {
    if (rendered.errors[0]) sources.log.error(rendered.errors[0], `page nue de ${input.url} en échec`);
    return null;
  }
  return {
    status: 200,
    html: rendered.html,
    cached: false,
    secret: input.secret,
    ...(input.loggedIn && { personal: true }),
  };
}
