import { remoteConfig } from '@lapm/federation/config';

export default remoteConfig('blog', Number(process.env.PORT ?? 3002));
