import { showToast } from '../stores/toast.ts';

/**
 * "Artikel teilen": the system share sheet where there is one, otherwise the link is copied and the
 * toast says "Link kopiert!". Loaded with the click (blog/[id].astro, ADR 087); the click's user
 * activation, which the share sheet and the clipboard ask for, lasts seconds, the import takes milliseconds.
 */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (older browsers, insecure context): copy through a temporary selection.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.className = 'fixed -left-[9999px] opacity-0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

export async function share(button: HTMLElement): Promise<void> {
  // The address the visitor is on, so the link works on every host the site is served from.
  const url = new URL(button.dataset.sharePath ?? window.location.pathname, window.location.origin).href;
  const title = button.dataset.shareTitle ?? document.title;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as DOMException).name === 'AbortError') return;
    }
  }
  if (await copyText(url)) showToast({ title: 'Link kopiert!' });
  else showToast({ title: 'Link konnte nicht kopiert werden', description: url, variant: 'destructive' });
}
