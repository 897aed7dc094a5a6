/**
 * The cookie the web app keeps while a customer is signed in on the browser (lib/token-store.ts), so the
 * server answers a landing page with the HTML whose preload hints are the customer's first screen rather
 * than a visitor's (packages/server/src/lib/web-pages.ts). A hint, never a credential: the token stays in
 * the browser's storage and goes only in the Authorization header; a wrong hint costs a few downloads.
 */
export const CUSTOMER_HINT_COOKIE = 'amanati.customer';
