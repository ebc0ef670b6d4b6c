import { remoteConfig } from '@lapm/federation/config';

export default remoteConfig('marketing', Number(process.env.PORT ?? 3001));
