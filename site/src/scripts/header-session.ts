import { $session, followSessionAcrossTabs, loadSession, logout, profilePath } from '../stores/session.ts';

/**
 * Shows Login or Profil + Abmelden in the header and the mobile menu. Plain script on purpose: content
 * pages ship no React. The auth links stay invisible until this ran, so logged-in visitors never see
 * "Login" flash.
 */
loadSession();
followSessionAcrossTabs();

$session.subscribe((session) => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-auth-when]')) {
    element.hidden = (element.dataset.authWhen === 'in') !== (session !== null);
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-profile-link]')) {
    link.href = session ? profilePath(session.user) : '/dashboard';
  }
  for (const slot of document.querySelectorAll<HTMLElement>('.auth-slot')) slot.dataset.authReady = 'true';
});

document.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest('[data-logout]')) {
    void logout('/');
  }
});
