export * from './content';
export * from './entities';
export * from './remotes';
export * from './routes';
export * from './search';
export * from './studio';
export * from './validation';
