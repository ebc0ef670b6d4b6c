import { remoteConfig } from '@lapm/federation/config';

export default remoteConfig('admin', Number(process.env.PORT ?? 3004));
