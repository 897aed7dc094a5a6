/**
 * Where a subscription's endpoint may point. The server POSTs to every stored endpoint, so an endpoint is
 * an address a customer makes the server call: only the browsers' push services are accepted (Chrome and
 * the Chromium browsers: Firebase Cloud Messaging; Firefox: Mozilla; Safari: Apple; Edge: Windows Push
 * Notification Services), never an address inside our network. Outside production a loopback endpoint is
 * accepted too, for a local push service (the tests run one).
 */

const HOSTS = new Set(['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com']);
const SUFFIXES = ['.push.apple.com', '.notify.windows.com', '.push.services.mozilla.com'];
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export function isPushServiceEndpoint(endpoint: string, options: { allowLoopback: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  if (options.allowLoopback && LOOPBACK.test(host)) return true;
  // The push services answer on the standard port only.
  if (url.port !== '') return false;
  return HOSTS.has(host) || SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
