export * from './content';
export * from './entities';
export * from './remotes';
export * from './routes';
export * from './studio';
export * from './validation';
