// Images imported by the head code: the bundler emits the file and hands back its URL.
declare module '*.png' {
  const url: string;
  export default url;
}
