import { hostConfig } from '@lapm/federation/config';

export default hostConfig(
  Number(process.env.PORT ?? 3000),
  process.env.API_TARGET ?? 'http://127.0.0.1:3100',
);
