// The offline page's one script (offline.html, written by build/pwa-files.ts; the service worker answers
// a page with it when the network is off). Shows the texts in the visitor's language — the address's
// ?lang=, else the choice the app keeps (lib/locale-files.ts) — and opens the page again once the
// network is back, or on the button.
{
  const languages = ['ka', 'en', 'ru'];
  const known = (value) => (languages.includes(value) ? value : null);
  let stored = null;
  try {
    stored = localStorage.getItem('amanati.lang');
  } catch {
    // Storage blocked: the address's language or Georgian.
  }
  const lang = known(new URLSearchParams(location.search).get('lang')) ?? known(stored) ?? 'ka';
  document.documentElement.lang = lang;
  for (const section of document.querySelectorAll('section[lang]')) {
    section.hidden = section.lang !== lang;
    if (!section.hidden) document.title = section.querySelector('h1').textContent;
  }
  const retry = () => location.reload();
  for (const button of document.querySelectorAll('[data-retry]')) button.addEventListener('click', retry);
  addEventListener('online', retry);
}
