/**
 * How /appstore offers to install the web app on this device: Chromium's own install dialog where the
 * browser has offered it (`beforeinstallprompt`, lib/pwa-state.ts), on an iPhone or iPad the way
 * through the Share menu (Safari has no such event), nothing where the app already runs installed or the
 * browser cannot install it.
 */
export type InstallWay = 'prompt' | 'ios-hint' | null;

export interface Device {
  userAgent: string;
  maxTouchPoints: number;
  /** Running as the installed app (display-mode standalone, or iOS's home-screen app). */
  standalone: boolean;
}

/** iPhone, iPod, or an iPad (which presents itself as a Mac with a touch screen). */
export const isIos = ({ userAgent, maxTouchPoints }: Device): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

export function installWay(hasOffer: boolean, device: Device): InstallWay {
  if (device.standalone) return null;
  if (hasOffer) return 'prompt';
  return isIos(device) ? 'ios-hint' : null;
}

export function currentDevice(): Device {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as { standalone?: boolean }).standalone === true,
  };
}
