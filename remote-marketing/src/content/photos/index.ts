/**
 * The studio's own photos. A file dropped here under a photo's key, for example
 * `mariage/03.jpg` or `portfolio/paysages/12.webp`, replaces that photo's placeholder at the
 * next build; nothing else changes. The folder is scanned at build time by the bundler.
 */
const files = import.meta.webpackContext('./', {
  recursive: true,
  regExp: /\.(avif|webp|jpe?g|png)$/i,
  mode: 'sync',
});

/** Photo key (path without extension) → URL of the built file. */
export const photoFiles: Readonly<Record<string, string>> = Object.fromEntries(
  files.keys().map((file) => {
    const key = file.replace(/^\.\//, '').replace(/\.[a-z]+$/i, '');
    const url = (files(file) as unknown as { default: string }).default;
    return [key, url];
  }),
);
