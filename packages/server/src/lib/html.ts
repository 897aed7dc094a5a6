/** Text put into the few pages the server writes itself (simulators, the API reference). */
export const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
