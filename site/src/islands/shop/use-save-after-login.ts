import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $session } from '../../stores/session.ts';
import { SAVE_AFTER_LOGIN_PARAM } from './use-save-configuration.ts';

/**
 * Back from the login or the registration the save sent the visitor to (/shop?speichern=1): once the
 * session is there and the configuration is ready to be saved, `save` runs once, as if the button had been
 * pressed again. The parameter goes from the address at once, so a reload does not save twice.
 */
export function useSaveAfterLogin(ready: boolean, save: () => void) {
  const session = useStore($session);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !session || !ready) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get(SAVE_AFTER_LOGIN_PARAM) !== '1') return;
    done.current = true;
    url.searchParams.delete(SAVE_AFTER_LOGIN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    save();
  }, [session, ready]);
}
