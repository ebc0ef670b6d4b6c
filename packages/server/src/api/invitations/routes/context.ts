import { publicSiteUrl } from '../../../config';
import type { Mailer } from '../../../mail/mailer';
import type { ApiContext } from '../../context';
import { sendInvitation } from '../invite';

/** What the invitation routes use besides the API's context: the site's address and the e-mail. */
export interface InvitationRouteContext extends ApiContext {
  siteUrl: string;
  invite: (
    log: Parameters<Mailer['queue']>[1],
    user: { id: number; email: string; firstname: string },
    link: string,
  ) => Promise<void>;
}

export function invitationRouteContext(context: ApiContext): InvitationRouteContext {
  const { config, db, mailer, clock } = context;
  return {
    ...context,
    siteUrl: publicSiteUrl(config),
    invite: (log, user, link) => sendInvitation({ db, mailer }, log, user, link, clock()),
  };
}
