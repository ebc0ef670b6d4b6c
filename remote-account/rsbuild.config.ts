import { remoteConfig } from '@lapm/federation/config';

export default remoteConfig('account', Number(process.env.PORT ?? 3003));
