/** The announcement's dialog, which app/first-page.ts starts loading as soon as the popup's answer says it shows. */
import { earlyModule } from '../../lib/early-module.ts';

export const announcementModal = earlyModule(() => import('./announcement/announcement-modal.tsx'));
