import { redirect } from 'react-router';
import { ApiError, call } from '../api/client';
import { staffLogout } from '../api/contract';

/** "Odhlásit": ends the session (one already gone is fine) and shows the login. */
export async function logoutAction() {
  try {
    await call(staffLogout);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 401) throw e;
  }
  return redirect('/prihlaseni');
}
