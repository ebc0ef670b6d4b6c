// Rspack's `import.meta.webpackContext` (https://rspack.rs/api/runtime-api/module-variables),
// used by a remote's standalone development entry to find its exposed screens.
interface RspackContextOptions {
  recursive?: boolean;
  regExp?: RegExp;
  mode?: 'sync' | 'lazy';
}
interface RspackContext {
  (request: string): Promise<unknown>;
  keys(): string[];
}
interface ImportMeta {
  webpackContext(request: string, options?: RspackContextOptions): RspackContext;
}
