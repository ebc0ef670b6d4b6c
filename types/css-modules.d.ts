// CSS Modules (`*.module.css`, built in to Rsbuild): the default export maps each local
// class name to its hashed, page-unique name. Plain `*.css` side-effect imports need no type.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
