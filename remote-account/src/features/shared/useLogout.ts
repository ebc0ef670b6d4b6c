import { logOut } from '@lapm/api-client';
import { paths } from '@lapm/contracts';
import { useNavigate } from 'react-router-dom';

/** Logs out (see `logOut`) and lands on /login without waiting for the API. */
export function useLogout() {
  const navigate = useNavigate();
  return () => {
    void logOut();
    navigate(paths.login, { replace: true });
  };
}
