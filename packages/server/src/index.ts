export { buildApp } from './app';
export { type Config, ConfigError, loadConfig } from './config';
