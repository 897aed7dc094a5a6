/** The back office's downloads go through the app's one download helper. */
export { downloadFile } from '../../lib/download.ts';
