import { paths } from '@lapm/contracts';
import { useLocation } from 'react-router-dom';

/**
 * The same two screens serve /compte/user(/edit-user) and, for an administrator,
 * /admin/user(/edit-user): each stays within the area it was opened from.
 */
export function useProfilePaths() {
  const { pathname } = useLocation();
  return pathname.startsWith(`${paths.admin}/`)
    ? { view: paths.adminMe, edit: paths.adminMeEdit }
    : { view: paths.me, edit: paths.meEdit };
}
